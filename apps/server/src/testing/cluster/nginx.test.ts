// The balancer's own failure, when it has no instance to give a request to, reads as the
// contract's refusal: 503, Retry-After and `{detail}`, for the portal to wait and retry.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../free-port';
import { type Nginx, nginxAvailable, startNginx } from './nginx';

describe.skipIf(!nginxAvailable())('nginx in front of the instances', () => {
  let nginx: Nginx;
  let folder = '';

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'scaffold-nginx-'));
    // An instance's port where nothing listens: every connection is refused.
    nginx = await startNginx(path.join(folder, 'nginx'), await freePort(), [
      { port: await freePort() },
    ]);
  }, 60_000);
  afterAll(async () => {
    await nginx?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After and {detail} when no instance can take a request', async () => {
    for (const init of [{}, { method: 'POST', body: '{}' }]) {
      const answer = await fetch(`${nginx.url}/api/dashboard_summary/`, init);
      expect(answer.status).toBe(503);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await answer.json()).toEqual({
        detail: 'The service is briefly unavailable. Try again shortly.',
      });
    }
  });
});
