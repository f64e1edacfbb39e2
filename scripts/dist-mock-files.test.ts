import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '@scaffold/mocks/constants';
import { resolveConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { MOCK_WORKER_FILE } from '../apps/portal/vite-plugins/mock-worker-file';
import { mockFilesIn } from './dist-mock-files.ts';

const made: string[] = [];
function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dist-'));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const CLEAN = {
  'index.html': '<!doctype html><script type="module" src="/assets/index-1.js"></script>',
  'sw.js': 'self.addEventListener("fetch",()=>{})',
  'assets/index-1.js': 'export const x = 1;',
};

describe('the mock in a build folder', () => {
  it('finds nothing in a clean build', () => {
    expect(mockFilesIn(folder(CLEAN))).toEqual([]);
  });

  it("finds MSW's worker script, whatever is in it, and any file carrying the mock", () => {
    const dir = folder({
      ...CLEAN,
      'mockServiceWorker.js': '// empty',
      'assets/deep/demo-1.js': `const users=[{email:${JSON.stringify(DEMO_ACCOUNTS.admin.email)}}]`,
      'assets/copied.js': readFileSync(MOCK_WORKER_FILE, 'utf8'),
      'assets/msw-1.js': 'setupWorker(...handlers)',
    });
    expect(mockFilesIn(dir)).toEqual([
      { file: 'assets/copied.js', what: 'MSW worker' },
      { file: 'assets/deep/demo-1.js', what: 'demo account' },
      { file: 'assets/msw-1.js', what: 'MSW setup' },
      { file: 'mockServiceWorker.js', what: 'MSW worker' },
    ]);
  });

  it("leaves the real build's public folder with no mock file (it is copied into dist whole)", async () => {
    const root = path.resolve(import.meta.dirname, '../apps/portal');
    // Vitest's own environment says mock (the stories'): a real build is run without it.
    const inherited = process.env.VITE_API_MODE;
    delete process.env.VITE_API_MODE;
    const config = await resolveConfig(
      { root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'error' },
      'build',
      'production',
    ).finally(() => {
      if (inherited !== undefined) process.env.VITE_API_MODE = inherited;
    });
    // The real build's config indeed (its own service worker), not the demo's.
    expect(config.plugins.map((plugin) => plugin.name)).toContain('scaffold:service-worker');
    expect(config.plugins.map((plugin) => plugin.name)).not.toContain('scaffold:mock-worker-file');
    const { publicDir } = config;
    const present = publicDir && existsSync(publicDir) ? mockFilesIn(publicDir) : [];
    expect(present).toEqual([]);
  });
});
