import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const TEST_FILE = /\.test\.tsx?$/;
const SKIP = new Set(['node_modules', 'dist', 'dist-demo', 'storybook-static', '.git', 'tmp']);

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(file);
    return TEST_FILE.test(entry.name) ? [file] : [];
  });
}

const TEST_CALLS = new Set(['it', 'test']);

/** `it(…)`, `it.only(…)`, `test.concurrent(…)`: a test's own call. */
function isTestCall(node: ts.Node): node is ts.CallExpression {
  if (!ts.isCallExpression(node)) return false;
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return TEST_CALLS.has(callee.text);
  return (
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    TEST_CALLS.has(callee.expression.text)
  );
}

const hasProperty = (node: ts.Expression | undefined, name: string) =>
  node !== undefined &&
  ts.isObjectLiteralExpression(node) &&
  node.properties.some((property) => property.name?.getText() === name);

/**
 * Every fast-check property states how many runs it makes (`numRuns`), and its test how long it
 * may take (the third argument of `it`): Vitest's 5 s default and fast-check's 100 runs were
 * sized for an idle machine, and a property with 60 interleavings of two senders took 13 s on a
 * loaded 2-core machine and failed CI (mocks/src/idempotency.test.ts).
 */
function unsizedProperties(file: string, source: string): string[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const problems: string[] = [];
  const at = (node: ts.Node) =>
    `${file}:${sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.getText() === 'fc.assert') {
      if (!hasProperty(node.arguments[1], 'numRuns')) problems.push(`${at(node)} no numRuns`);
      let test: ts.Node | undefined = node.parent;
      while (test && !isTestCall(test)) test = test.parent;
      const timeout = test && isTestCall(test) ? test.arguments[2] : undefined;
      const explicit =
        timeout !== undefined &&
        (ts.isNumericLiteral(timeout) ||
          ts.isIdentifier(timeout) ||
          hasProperty(timeout, 'timeout'));
      if (!explicit) problems.push(`${at(node)} no timeout on its test`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return problems;
}

describe('property tests', () => {
  it('each say how many runs they make and how long their test may take', () => {
    const files = ['packages', 'mocks', 'apps', 'e2e', 'scripts'].flatMap((folder) =>
      testFiles(path.join(root, folder)),
    );
    const problems = files.flatMap((file) =>
      unsizedProperties(path.relative(root, file), readFileSync(file, 'utf8')),
    );
    expect(files.length).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });

  it('would catch a property sized by the defaults', () => {
    const unsized = `it('holds', () => {
  fc.assert(fc.property(fc.nat(), (n) => n >= 0));
});`;
    expect(unsizedProperties('a.test.ts', unsized)).toEqual([
      'a.test.ts:2 no numRuns',
      'a.test.ts:2 no timeout on its test',
    ]);
    const sized = `it('holds', async () => {
  await fc.assert(fc.asyncProperty(fc.nat(), async (n) => n >= 0), { numRuns: 50 });
}, 30_000);`;
    expect(unsizedProperties('b.test.ts', sized)).toEqual([]);
  });
});
