// Performance budgets of the real-mode build (apps/portal/dist): JavaScript loaded by /login,
// each lazy route chunk, no mock, Storybook or locale code, and no file of the mock anywhere. Prints the sizes; fails over budget.
// "Loaded by /login" is what opening the page fetches: the entry and the sign-in screen with
// everything they import statically. Chunks fetched later (the sign-in call once the form is
// used, the API client on the first call, and the zod chunk they share) are not counted there;
// each dynamic entry's own file has the route-chunk budget. Which modules a screen is made of
// comes from the portal's screens manifest (apps/portal/src/app/screens.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SCREENS, screenModules } from '../apps/portal/src/app/screens.ts';
import { paths } from '../apps/portal/src/config/paths.ts';
import {
  chunkFilePattern,
  SIGNED_IN_FRAME_CHUNK,
  UI_PARTS_CHUNK,
} from '../apps/portal/vite-plugins/chunk-names.ts';
import { mockFilesIn } from './dist-mock-files.ts';

/** One chunk of Vite's build manifest (`.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

const dist = path.resolve('apps/portal/dist');
const manifest: Record<string, ManifestChunk> = JSON.parse(
  readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
);
const KB = 1024;
const BUDGET = { login: 102 * KB, routeChunk: 40 * KB };
const loginScreen = SCREENS.find((screen) => screen.path === paths.login);
const FORBIDDEN = [
  {
    what: 'mock backend',
    pattern: /mockServiceWorker|scaffold123|demo\.scaffold\.test|setupWorker/,
  },
  { what: 'Storybook', pattern: /@storybook|storybook\/test|__STORYBOOK/ },
  {
    what: 'date-fns locale data other than en-US',
    pattern: /formatDistance.{0,200}(il y a|vor |hace )/s,
  },
];

const gzipSize = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** A chunk's file plus everything it imports statically (what the browser must fetch for it). */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) staticClosure(child, seen);
  return seen;
}
const jsOf = (keys: Set<string>) =>
  [...keys].map((key) => manifest[key]?.file ?? '').filter((file) => file.endsWith('.js'));

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey || !loginScreen) {
  console.error(
    'No entry chunk in the build manifest, or no sign-in screen in the screens manifest.',
  );
  process.exit(1);
}
const failures: string[] = [];
const rows: [name: string, size: string, budget: string][] = [];

const loginFiles = new Set(jsOf(staticClosure(entryKey)));
for (const module of screenModules(loginScreen)) {
  for (const file of jsOf(staticClosure(`src/${module}`))) loginFiles.add(file);
}
const loginBytes = [...loginFiles].reduce((sum, file) => sum + gzipSize(file), 0);
rows.push(['JavaScript loaded by /login', kb(loginBytes), kb(BUDGET.login)]);
if (loginBytes > BUDGET.login)
  failures.push(`/login loads ${kb(loginBytes)} of JavaScript (budget ${kb(BUDGET.login)})`);

for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry) continue;
  const bytes = gzipSize(chunk.file);
  rows.push([`route chunk ${key.replace(/^src\//, '')}`, kb(bytes), kb(BUDGET.routeChunk)]);
  if (bytes > BUDGET.routeChunk)
    failures.push(`${key} is ${kb(bytes)} (budget ${kb(BUDGET.routeChunk)})`);
}

// Every screen is loaded on first use: its module is a chunk of its own.
for (const screen of SCREENS) {
  if (!manifest[`src/${screen.module}`]?.isDynamicEntry)
    failures.push(`${screen.path}: ${screen.module} is not a lazy chunk`);
}

for (const chunk of Object.values(manifest)) {
  if (!chunk.file.endsWith('.js')) continue;
  const source = readFileSync(path.join(dist, chunk.file), 'utf8');
  for (const { what, pattern } of FORBIDDEN) {
    if (pattern.test(source)) failures.push(`${chunk.file} contains ${what} code`);
  }
}

// The chunks made for the signed-in screens (vite.config.ts) stay out of the public screens: a
// module there that a public page imports would bring the whole chunk to the pages anyone opens.
// The design system's parts may reach a public screen whose module also holds signed-in ones (the
// scaffold screens share one module, and their reads).
const FRAME_CHUNK = chunkFilePattern(SIGNED_IN_FRAME_CHUNK);
const UI_PARTS_FILE = chunkFilePattern(UI_PARTS_CHUNK);
for (const screen of SCREENS.filter((candidate) => candidate.access === 'public')) {
  const sharesItsModule = SCREENS.some(
    (other) => other.module === screen.module && other.access !== 'public',
  );
  const files = new Set<string>();
  for (const module of screenModules(screen)) {
    for (const file of jsOf(staticClosure(`src/${module}`))) files.add(file);
  }
  for (const file of files) {
    if (FRAME_CHUNK.test(file) || (!sharesItsModule && UI_PARTS_FILE.test(file)))
      failures.push(`${screen.path} loads ${file}, a chunk of the signed-in screens`);
  }
}
for (const chunk of [FRAME_CHUNK, UI_PARTS_FILE]) {
  if (!Object.values(manifest).some(({ file }) => chunk.test(file)))
    failures.push(
      `No chunk named like ${chunk}: vite-plugins/chunk-names.ts names the signed-in screens' parts`,
    );
}

// Every file of dist, not only the chunks: public/ is copied whole.
for (const { file, what } of mockFilesIn(dist)) failures.push(`${file} is mock code (${what})`);

const width = Math.max(...rows.map(([name]) => name.length));
console.log(`${'bundle (gzip)'.padEnd(width)}  size      budget`);
for (const [name, size, budget] of rows)
  console.log(`${name.padEnd(width)}  ${size.padEnd(8)}  ${budget}`);
if (failures.length > 0) {
  console.error(`\nOver budget:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('Every bundle is within its enforced budget.');
