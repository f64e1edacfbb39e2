// The import rules of biome.json, shown to bite: a feature importing another feature, and an
// import cycle (type-only included), are lint errors. The fixtures are written for the test and
// removed after it, so the real tree stays clean.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const fixtures = path.join(repo, `apps/portal/src/features/sites/__lint_fixture_${process.pid}`);

/** Biome's lint output for the files, and whether it passed. */
function lint(files: Record<string, string>): { ok: boolean; output: string } {
  mkdirSync(fixtures, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(fixtures, name), text);
  try {
    const output = execFileSync(
      path.join(repo, 'node_modules/.bin/biome'),
      ['lint', '--colors=off', '--max-diagnostics=50', fixtures],
      { cwd: repo, encoding: 'utf8', stdio: 'pipe' },
    );
    return { ok: true, output };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  } finally {
    rmSync(fixtures, { recursive: true, force: true });
  }
}

afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

// Biome builds the module graph for each run: seconds on a loaded 2-core machine.
describe('import rules', { timeout: 30_000 }, () => {
  it('reject a feature importing another feature', () => {
    const result = lint({
      'cross.ts':
        "import { INSPECTIONS_COPY } from '../../inspections/inspections-copy';\nexport const copy = INSPECTIONS_COPY;\n",
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('lint/style/noRestrictedImports');
    expect(result.output).toContain('A feature never imports another feature');
  });

  it('cover every feature folder: each has its own rule naming every other feature', () => {
    const features = readdirSync(path.join(repo, 'apps/portal/src/features'), {
      withFileTypes: true,
    })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const config = JSON.parse(readFileSync(path.join(repo, 'biome.json'), 'utf8')) as {
      overrides: {
        includes?: string[];
        linter?: { rules?: { style?: { noRestrictedImports?: { options?: unknown } } } };
      }[];
    };
    for (const feature of features) {
      const rule = config.overrides.find((entry) =>
        entry.includes?.includes(`apps/portal/src/features/${feature}/**`),
      );
      const forbidden = JSON.stringify(rule?.linter?.rules?.style?.noRestrictedImports?.options);
      for (const other of features.filter((name) => name !== feature)) {
        expect(forbidden, `${feature} may import ${other}`).toContain(`**/features/${other}/**`);
      }
    }
  });

  it('allow a feature importing lib/, config and the shared packages', () => {
    const result = lint({
      'allowed.ts':
        "import { formatGBP } from '@scaffold/domain';\nimport { paths } from '../../../config/paths';\nexport const both = [formatGBP(1), paths.sites];\n",
    });
    expect(result.output).not.toContain('noRestrictedImports');
  });

  it('reject an import cycle, even one made of type imports', () => {
    const result = lint({
      'a.ts': "import type { B } from './b';\nexport type A = { b?: B };\n",
      'b.ts': "import type { A } from './a';\nexport type B = { a?: A };\n",
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('lint/suspicious/noImportCycles');
  });
});
