import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const folder = path.dirname(fileURLToPath(import.meta.url));

/**
 * A read that does not wait (`isVisible()`, `count()`) passes or fails by the machine's speed
 * when what it looks for is still on its way: CI once counted a saved inspection in a site's
 * history before the history's answer had come. To say something is there, an e2e test waits
 * for it (`waitFor()`, strict: exactly one).
 */
const UNWAITED_PRESENCE =
  /\.(isVisible\(\)\)\.resolves\.toBe\(true|count\(\)\)\.resolves\.toBe\([1-9])/;

describe('end-to-end tests', () => {
  it('wait for what they expect to be there instead of reading it once', () => {
    const offending = readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /(?<!\.test)\.ts$/.test(entry.name))
      .flatMap((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, at: `${path.relative(folder, file)}:${index + 1}` }))
          .filter(({ line }) => UNWAITED_PRESENCE.test(line))
          .map(({ at }) => at);
      });
    expect(offending).toEqual([]);
  });

  it('would catch the read CI tripped on', () => {
    expect(UNWAITED_PRESENCE.test('await expect(saved.count()).resolves.toBe(1);')).toBe(true);
    expect(UNWAITED_PRESENCE.test('await expect(row.isVisible()).resolves.toBe(true);')).toBe(true);
    expect(UNWAITED_PRESENCE.test('await expect(saved.count()).resolves.toBe(0);')).toBe(false);
  });
});
