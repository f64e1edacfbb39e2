// The import rules, shown to bite on fixtures in a temporary folder (never in src/): every
// boundary of .dependency-cruiser.cjs (run by dependency-cruiser's API on a small tree laid out
// like the repository), and Biome's import-cycle rule (type-only imports included).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type IForbiddenRuleType } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const config = createRequire(import.meta.url)(path.join(repo, '.dependency-cruiser.cjs')) as {
  forbidden: IForbiddenRuleType[];
};
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A fresh folder under the OS's temp dir holding `files` (path → text), with the repo's packages. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  folders.push(root);
  symlinkSync(path.join(repo, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

/** The rules each import of the fixture breaks, as 'from → to: rule'. */
async function violations(files: Record<string, string>): Promise<string[]> {
  const root = tree(files);
  const result = await cruise(
    ['packages', 'mocks', 'apps'].filter((dir) =>
      Object.keys(files).some((file) => file.startsWith(`${dir}/`)),
    ),
    {
      baseDir: root,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
      doNotFollow: { path: 'node_modules' },
      tsPreCompilationDeps: true,
    },
    { extensions: ['.ts', '.tsx', '.js'] },
  );
  if (typeof result.output === 'string') throw new Error(result.output);
  return result.output.summary.violations.map(
    (violation) => `${violation.from} → ${violation.to}: ${violation.rule.name}`,
  );
}

const importing = (target: string) => `import '${target}';\nexport const x = 1;\n`;
const MODULE = 'export const x = 1;\n';
const F = 'apps/portal/src/features';
const UI = 'packages/ui/src/components';

// dependency-cruiser parses with TypeScript: a second or two per tree on a loaded machine.
describe('import boundaries (dependency-cruiser)', { timeout: 30_000 }, () => {
  it('refuse a feature importing another feature, and allow its own files and the shared folders', async () => {
    expect(
      await violations({
        [`${F}/sites/SitesPage.tsx`]: [
          importing('../inspections/inspections-copy'),
          "import './move/MoveFlow';",
          "import '../../screen-parts/load-failed';",
          "import '../../config/paths';",
        ].join('\n'),
        [`${F}/sites/move/MoveFlow.tsx`]: MODULE,
        [`${F}/inspections/inspections-copy.ts`]: MODULE,
        'apps/portal/src/screen-parts/load-failed.tsx': MODULE,
        'apps/portal/src/config/paths.ts': MODULE,
      }),
    ).toEqual([
      `${F}/sites/SitesPage.tsx → ${F}/inspections/inspections-copy.ts: feature-imports-no-other-feature`,
    ]);
  });

  it('refuse a feature importing app/', async () => {
    expect(
      await violations({
        [`${F}/admin/AdminPage.tsx`]: importing('../../app/placeholders/PlaceholderPage'),
        'apps/portal/src/app/placeholders/PlaceholderPage.tsx': MODULE,
      }),
    ).toEqual([
      `${F}/admin/AdminPage.tsx → apps/portal/src/app/placeholders/PlaceholderPage.tsx: feature-imports-no-app`,
    ]);
  });

  it('refuse everything outside features/ and app/ importing a feature, and allow app/ to', async () => {
    const shared = [
      'config/nav.ts',
      'data/reads/header.ts',
      'offline/outbox/form.ts',
      'routing/link.tsx',
      'screen-parts/header.tsx',
      'services/api.ts',
      'session/atoms.ts',
      'testing/story.tsx',
    ];
    const found = await violations({
      ...Object.fromEntries(
        shared.map((from) => [
          `apps/portal/src/${from}`,
          importing(`${'../'.repeat(from.split('/').length - 1)}features/auth/Login`),
        ]),
      ),
      'apps/portal/src/app/routes.tsx': importing('../features/auth/Login'),
      [`${F}/auth/Login.tsx`]: MODULE,
    });
    expect(found).toEqual(
      shared.map(
        (from) => `apps/portal/src/${from} → ${F}/auth/Login.tsx: shared-code-imports-no-feature`,
      ),
    );
  });

  it('keep the shared folders in one order: each imports those before it, never one after', async () => {
    const P = 'apps/portal/src';
    const found = await violations({
      [`${P}/data/reads/customer.ts`]: importing('../cache/query-keys'),
      [`${P}/data/cache/query-keys.ts`]: importing('../reads/customer'),
      [`${P}/services/api.ts`]: importing('../session/atoms'),
      [`${P}/session/atoms.ts`]: importing('../services/api'),
      [`${P}/offline/outbox/outbox.ts`]: importing('../owner'),
      [`${P}/offline/owner.ts`]: importing('./outbox/outbox'),
      [`${P}/person/logout.ts`]: importing('../offline/outbox/outbox'),
      // A folder's tests may assemble it from the folders above.
      [`${P}/session/atoms.test.ts`]: importing('./atoms') + importing('../services/api'),
    });
    expect(found.sort()).toEqual([
      `${P}/data/cache/query-keys.ts → ${P}/data/reads/customer.ts: shared-folders-in-order: data/cache/`,
      `${P}/offline/owner.ts → ${P}/offline/outbox/outbox.ts: shared-folders-in-order: offline/`,
      `${P}/session/atoms.ts → ${P}/services/api.ts: shared-folders-in-order: session/`,
    ]);
  });

  it("refuse a ui component importing another's private file; allow its index and story fixtures", async () => {
    expect(
      await violations({
        [`${UI}/DateText/DateText.tsx`]: [
          importing('../Money/Money.css'),
          "import '../Text';",
          "import './DateText.css';",
        ].join('\n'),
        [`${UI}/DateText/DateText.css.ts`]: MODULE,
        [`${UI}/Page/Page.stories.tsx`]: importing('../TopBar/TopBar.fixtures'),
        [`${UI}/Money/Money.css.ts`]: MODULE,
        [`${UI}/Text/index.ts`]: MODULE,
        [`${UI}/TopBar/TopBar.fixtures.tsx`]: MODULE,
      }),
    ).toEqual([
      `${UI}/DateText/DateText.tsx → ${UI}/Money/Money.css.ts: component-imports-no-private-file-of-another`,
    ]);
  });

  it('keep the workspaces in one direction: domain ← api-client, mocks, ui ← portal', async () => {
    const found = await violations({
      'packages/domain/src/a.ts': [importing('../../ui/src/b'), "import 'react';"].join('\n'),
      'packages/api-client/src/a.ts': [
        importing('../../ui/src/b'),
        "import '../../../mocks/src/m';",
      ].join('\n'),
      'packages/api-client/src/a.test.ts': importing('../../../mocks/src/m'),
      'packages/ui/src/b.ts': [
        importing('../../api-client/src/a'),
        "import '../../../apps/portal/src/features/auth/Login';",
        "import 'jotai';",
      ].join('\n'),
      'mocks/src/m.ts': [
        importing('../../packages/api-client/src/a'),
        "import '../../packages/domain/src/a';",
      ].join('\n'),
      [`${F}/auth/Login.tsx`]: importing('../../../../../packages/ui/src/b'),
    });
    const rules = (from: string) =>
      found.filter((line) => line.startsWith(`${from} → `)).map((line) => line.split(': ')[1]);
    expect(rules('packages/domain/src/a.ts').sort()).toEqual([
      'domain-imports-nothing-of-ours',
      'domain-is-pure',
    ]);
    expect(rules('packages/api-client/src/a.ts').sort()).toEqual([
      'api-client-depends-on-domain-only',
      'api-client-ships-no-mock',
    ]);
    expect(rules('packages/api-client/src/a.test.ts')).toEqual([]);
    expect(rules('packages/ui/src/b.ts')).toEqual([
      'ui-never-calls-the-api',
      'ui-never-calls-the-api',
      'ui-never-calls-the-api',
    ]);
    expect(rules('mocks/src/m.ts')).toEqual(['mocks-depend-on-domain-only']);
    expect(rules(`${F}/auth/Login.tsx`)).toEqual([]);
  });

  it('refuse an import that resolves to nothing', async () => {
    expect(await violations({ 'packages/domain/src/a.ts': importing('./missing') })).toEqual([
      'packages/domain/src/a.ts → ./missing: not-to-unresolvable',
    ]);
  });
});

describe('import cycles (Biome)', { timeout: 30_000 }, () => {
  it('are refused, even one made of type imports', () => {
    const { linter } = JSON.parse(readFileSync(path.join(repo, 'biome.json'), 'utf8')) as {
      linter: unknown;
    };
    const root = tree({
      'biome.json': JSON.stringify({ linter }),
      'a.ts': "import type { B } from './b';\nexport type A = { b?: B };\n",
      'b.ts': "import type { A } from './a';\nexport type B = { a?: A };\n",
    });
    let output = '';
    try {
      execFileSync(
        path.join(repo, 'node_modules/.bin/biome'),
        [
          'lint',
          '--colors=off',
          '--config-path',
          root,
          path.join(root, 'a.ts'),
          path.join(root, 'b.ts'),
        ],
        { cwd: root, encoding: 'utf8', stdio: 'pipe' },
      );
    } catch (error) {
      const failed = error as { stdout?: string; stderr?: string };
      output = `${failed.stdout ?? ''}${failed.stderr ?? ''}`;
    }
    expect(output).toContain('lint/suspicious/noImportCycles');
  });
});
