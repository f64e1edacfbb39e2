// What of the mock backend a build's folder holds: MSW's worker script under any name, or any
// file carrying the mock's code or data (its demo accounts, its password, MSW's setup). The real
// build must hold none (scripts/check-bundle.ts fails on any): vite copies public/
// whole, so a file there ends up in dist even though no chunk imports it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** MSW's worker script, whatever it is called. */
const MOCK_WORKER_NAME = /^mockServiceWorker\.js$/;

/** Text that only the mock backend or MSW's worker carries. */
export const MOCK_MARKERS = [
  { what: 'MSW worker', pattern: /mockServiceWorker|INTEGRITY_CHECKSUM|MOCK_DEACTIVATE/ },
  { what: 'MSW setup', pattern: /setupWorker/ },
  { what: 'demo account', pattern: /demo\.scaffold\.test|other\.scaffold\.test|scaffold123/ },
];

/** Files a browser could read as text (binaries such as fonts are skipped). */
const TEXT = /\.(m?js|html|css|json|webmanifest|map|txt|xml|svg)$/;

/** Every file under `dir` (relative paths, '/'-separated) that is, or carries, the mock. */
export function mockFilesIn(dir: string): { file: string; what: string }[] {
  const found: { file: string; what: string }[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const name = path.relative(dir, file).split(path.sep).join('/');
    if (MOCK_WORKER_NAME.test(entry.name)) {
      found.push({ file: name, what: 'MSW worker' });
      continue;
    }
    if (!TEXT.test(entry.name)) continue;
    const text = readFileSync(file, 'utf8');
    const marker = MOCK_MARKERS.find(({ pattern }) => pattern.test(text));
    if (marker) found.push({ file: name, what: marker.what });
  }
  return found.sort((a, b) => a.file.localeCompare(b.file));
}
