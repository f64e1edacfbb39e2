// One source for the facts the app owns: the portal's routes (config/paths.ts), the
// names it and the mock store under, and the demo accounts are written once, in their owners;
// e2e, scripts and the portal's stories import them. This test scans those places (and, for the
// storage names, every source file outside the owner's folder) and refuses a literal copy.
// The design system's own stories are not scanned for routes: ui may not import the portal, so
// its examples carry hrefs of their own (TopBar.fixtures.tsx).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '../apps/portal/src/config/paths.ts';
import { CAPABILITIES_KEY, SERVER_CALLS_KEY } from '../apps/portal/src/data/reads/server-calls.ts';
import { OFFLINE_DB_NAME } from '../apps/portal/src/offline/offline-db.ts';
import { AUTH_STATE_KEY, PREFERENCES_KEY } from '../apps/portal/src/session/session-atoms.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SCALE_SESSION_KEY } from '../mocks/src/constants.ts';
import {
  DEMO_LOCK_NAME,
  DEMO_SCENARIO_SESSION_KEY,
  DEMO_SCENARIO_STORAGE_KEY,
  DEMO_STORAGE_KEY,
} from '../mocks/src/demo.ts';

const repo = path.resolve(import.meta.dirname, '..');

/** A fact, the folder that owns it (relative to the root), and what to import instead. */
interface Owned {
  value: string;
  owner: string;
  use: string;
  /** A common word: refused only as the key of a Web Storage call. */
  storageCallOnly?: boolean;
}

const STORAGE: Owned[] = [
  { value: OFFLINE_DB_NAME, owner: 'apps/portal/src/offline/', use: 'OFFLINE_DB_NAME' },
  { value: AUTH_STATE_KEY, owner: 'apps/portal/src/session/', use: 'AUTH_STATE_KEY' },
  {
    value: PREFERENCES_KEY,
    owner: 'apps/portal/src/session/',
    use: 'PREFERENCES_KEY',
    storageCallOnly: true,
  },
  { value: CAPABILITIES_KEY, owner: 'apps/portal/src/data/reads/', use: 'CAPABILITIES_KEY' },
  { value: SERVER_CALLS_KEY, owner: 'apps/portal/src/data/reads/', use: 'SERVER_CALLS_KEY' },
  { value: DEMO_STORAGE_KEY, owner: 'mocks/src/demo', use: 'DEMO_STORAGE_KEY' },
  { value: DEMO_SCENARIO_STORAGE_KEY, owner: 'mocks/src/demo', use: 'DEMO_SCENARIO_STORAGE_KEY' },
  { value: DEMO_SCENARIO_SESSION_KEY, owner: 'mocks/src/demo', use: 'DEMO_SCENARIO_SESSION_KEY' },
  { value: DEMO_LOCK_NAME, owner: 'mocks/src/demo', use: 'DEMO_LOCK_NAME' },
  { value: DEMO_SCALE_SESSION_KEY, owner: 'mocks/src/constants', use: 'DEMO_SCALE_SESSION_KEY' },
];

const ACCOUNTS: Owned[] = [
  { value: DEMO_PASSWORD, owner: 'mocks/src/constants', use: 'DEMO_PASSWORD' },
  ...Object.values(DEMO_ACCOUNTS).map((account) => ({
    value: account.email,
    owner: 'mocks/src/constants',
    use: 'DEMO_ACCOUNTS',
  })),
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A string literal that is one of the routes, alone or with a query, a hash or a template's
 * placeholder after it; a route's parameters stand for any segment or placeholder. Prose that
 * names a route ('/t/:code, the page behind...') is not one. The landing page ('/') is too short
 * to tell from other slashes and is left out.
 */
const ROUTE_LITERAL = new RegExp(
  `(['"\`])(${Object.values(paths)
    .filter((route) => route !== paths.landing)
    .sort((a, b) => b.length - a.length)
    .map((route) =>
      route
        .split('/')
        .map((part) =>
          part.startsWith(':') ? '(?:\\$\\{[^}]*\\}|[^/\'"`?#\\s$]+)' : escapeRegExp(part),
        )
        .join('/'),
    )
    .join('|')})(?=['"\`?#]|/?\\$\\{)`,
);

/** Each owned value written as a whole string literal (or the start of a template's). */
const literalOf = (facts: Owned[]) =>
  facts.map((fact) => ({
    ...fact,
    pattern: new RegExp(
      `${fact.storageCallOnly ? '(?:get|set|remove)Item\\(\\s*' : ''}['"\`]${escapeRegExp(fact.value)}(?:['"\`]|\\$\\{)`,
    ),
  }));

/** A comment line: docs may name a fact. */
const COMMENT = /^\s*(\/\/|\/?\*)/;

/** Every file under `dir` (relative to `root`) whose name passes `keep`. */
function filesUnder(root: string, dir: string, keep: (file: string) => boolean): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const file = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) {
        if (!['node_modules', 'dist', 'dist-demo', '__screenshots__'].includes(entry.name))
          walk(file);
      } else if (keep(file)) found.push(file);
    }
  };
  walk(dir);
  return found;
}

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const STORY = /\.stories\.tsx$/;
/** The scripts' plain JavaScript too: what they install in a page (bench-*.js). */
const SCRIPT = /\.(ts|tsx|mts|mjs|js)$/;

/** The places that must import the app's facts: e2e, scripts and the portal's stories. */
function consumers(root: string): string[] {
  const within = (dir: string, keep: (file: string) => boolean) =>
    readdirSync(root).includes(dir.split('/')[0] ?? '') ? filesUnder(root, dir, keep) : [];
  return [
    ...within('e2e', (file) => SOURCE.test(file)),
    ...within('scripts', (file) => SCRIPT.test(file) && !file.endsWith('one-source.test.ts')),
    ...within('apps/portal/src', (file) => STORY.test(file)),
  ];
}

/** Every source file of the workspaces, for the storage names. */
function workspaceSources(root: string): string[] {
  return ['apps/portal/src', 'mocks/src', 'packages']
    .filter((dir) => readdirSync(root).includes(dir.split('/')[0] ?? ''))
    .flatMap((dir) => filesUnder(root, dir, (file) => SOURCE.test(file)));
}

/** 'file:line: text (use X)' for every literal copy of an owned fact outside its owner. */
function copies(root: string): string[] {
  const found: string[] = [];
  const scan = (file: string, check: (line: string) => string | null) => {
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const use = COMMENT.test(line) ? null : check(line);
        if (use) found.push(`${file}:${index + 1}: ${line.trim()} (use ${use})`);
      });
  };
  const storage = literalOf(STORAGE);
  const accounts = literalOf(ACCOUNTS);
  const outside = (file: string, facts: ReturnType<typeof literalOf>) => (line: string) =>
    facts.find((fact) => !file.startsWith(fact.owner) && fact.pattern.test(line))?.use ?? null;
  const sources = workspaceSources(root);
  const consumerFiles = consumers(root);
  for (const file of new Set([...sources, ...consumerFiles])) scan(file, outside(file, storage));
  for (const file of consumerFiles) {
    scan(file, (line) =>
      ROUTE_LITERAL.test(line) ? 'paths from apps/portal/src/config/paths' : null,
    );
    scan(file, outside(file, accounts));
  }
  return found;
}

const temp: string[] = [];
afterAll(() => {
  for (const dir of temp) rmSync(dir, { recursive: true, force: true });
});

describe('one source outside the app', () => {
  it('e2e, scripts and stories import routes, storage names and demo accounts from their owners', () => {
    expect(copies(repo)).toEqual([]);
  });

  it('refuses a route, a storage name or a demo account written out (fixtures in a temp folder)', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'one-source-'));
    temp.push(root);
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write('e2e/route.e2e.ts', "await page.goto(url('/dashboard/sites'));\n");
    write(
      'e2e/report.e2e.ts',
      `await page.goto(url(\`/dashboard/inspections/\${id}/report?print=1\`));\n`,
    );
    write('scripts/bench.ts', `indexedDB.open('${OFFLINE_DB_NAME}');\n`);
    write(
      'scripts/bench-page.js',
      "const onSites = () => location.pathname === '/dashboard/sites';\n",
    );
    write(
      'apps/portal/src/features/a/A.stories.tsx',
      `const who = '${DEMO_ACCOUNTS.admin.email}';\n`,
    );
    write('apps/portal/src/features/a/A.tsx', `sessionStorage.getItem('${AUTH_STATE_KEY}');\n`);
    write('apps/portal/src/session/session.ts', `export const KEY = '${AUTH_STATE_KEY}';\n`);
    write('e2e/prefs.e2e.ts', `localStorage.getItem('${PREFERENCES_KEY}');\n`);
    write('e2e/fine.e2e.ts', "await page.goto(url(paths.sites));\nfetch('/api/sites/');\n");
    expect(
      copies(root)
        .map((line) => line.split(':')[0])
        .sort(),
    ).toEqual([
      'apps/portal/src/features/a/A.stories.tsx',
      'apps/portal/src/features/a/A.tsx',
      'e2e/prefs.e2e.ts',
      'e2e/report.e2e.ts',
      'e2e/route.e2e.ts',
      'scripts/bench-page.js',
      'scripts/bench.ts',
    ]);
  });
});
