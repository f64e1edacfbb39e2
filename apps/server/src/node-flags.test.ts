import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './node-flags';

describe("the server's node flags", () => {
  // The README offers both ways; NODE_OPTIONS refuses many of node's flags outright.
  it('are taken by node both as arguments and through NODE_OPTIONS', () => {
    const asArguments = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, '-e', '0']);
    expect(asArguments.stderr.toString()).toBe('');
    expect(asArguments.status).toBe(0);
    const throughEnvironment = spawnSync(process.execPath, ['-e', '0'], {
      env: { ...process.env, NODE_OPTIONS: SERVER_NODE_FLAGS.join(' ') },
    });
    expect(throughEnvironment.stderr.toString()).toBe('');
    expect(throughEnvironment.status).toBe(0);
  });
});
