// Each query key is defined once: one queryOptions factory (or one pagesRead for its pages) per
// call of the contract. Two definitions of one key each bring their own options (staleTime,
// select, failure notice), and which apply depends on the screen that touched the entry last.
// The portal's sources are read as TypeScript (no bundler, no imports run): every query's
// definition is found, its key followed to the readKey call that names it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The calls that take a query's options (its key with them), and whether they read pages. */
const DEFINING: Record<string, 'one' | 'pages'> = {
  queryOptions: 'one',
  useQuery: 'one',
  useSuspenseQuery: 'one',
  fetchQuery: 'one',
  prefetchQuery: 'one',
  ensureQueryData: 'one',
  infiniteQueryOptions: 'pages',
  useInfiniteQuery: 'pages',
  useSuspenseInfiniteQuery: 'pages',
  fetchInfiniteQuery: 'pages',
  prefetchInfiniteQuery: 'pages',
  ensureInfiniteQueryData: 'pages',
};

interface Definition {
  /** The call's name (readKey's first argument) and whether the query holds pages of it. */
  key: string;
  at: string;
}

const calleeName = (call: ts.CallExpression) => {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
};

/** Every definition of a query in `sources` (path → text); `unnamed` where a key is not readKey's. */
function queryDefinitions(sources: Record<string, string>) {
  const files = Object.entries(sources).map(([file, text]) => ({
    file,
    source: ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true),
  }));

  // Keys built by a helper (siteScaffoldsKey, imported anywhere) or held in a constant of the
  // same file (`const queryKey = readKey(…)`).
  const helpers = new Map<string, ts.Expression>();
  const constants = new Map<string, Map<string, ts.Expression>>();
  for (const { file, source } of files) {
    const own = new Map<string, ts.Expression>();
    constants.set(file, own);
    const visit = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const value = node.initializer;
        if (ts.isArrowFunction(value) && !ts.isBlock(value.body)) {
          helpers.set(node.name.text, value.body);
        } else own.set(node.name.text, value);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }

  const nameOf = (file: string, key: ts.Expression, depth = 0): string | undefined => {
    if (depth > 5) return undefined;
    if (ts.isCallExpression(key)) {
      const callee = calleeName(key);
      if (callee === 'readKey') {
        const [first] = key.arguments;
        return first && ts.isStringLiteralLike(first) ? first.text : undefined;
      }
      const body = callee ? helpers.get(callee) : undefined;
      return body ? nameOf(file, body, depth + 1) : undefined;
    }
    const value = ts.isIdentifier(key) ? constants.get(file)?.get(key.text) : undefined;
    return value ? nameOf(file, value, depth + 1) : undefined;
  };

  const definitions: Definition[] = [];
  const unnamed: string[] = [];
  for (const { file, source } of files) {
    const record = (node: ts.Node, key: ts.Expression, kind: 'one' | 'pages') => {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      const at = `${file}:${line + 1}`;
      // A helper's own parameter (pagesRead passing its caller's key on) defines nothing itself.
      if (ts.isIdentifier(key) && !constants.get(file)?.has(key.text)) return;
      const name = nameOf(file, key);
      if (name) definitions.push({ key: `${name} (${kind})`, at });
      else unnamed.push(at);
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const callee = calleeName(node);
        const [options] = node.arguments;
        if (callee === 'pagesRead' && options) record(node, options, 'pages');
        const kind = callee ? DEFINING[callee] : undefined;
        if (kind && options && ts.isObjectLiteralExpression(options)) {
          for (const property of options.properties) {
            if (
              property.name &&
              ts.isIdentifier(property.name) &&
              property.name.text === 'queryKey'
            ) {
              if (ts.isPropertyAssignment(property)) record(node, property.initializer, kind);
              if (ts.isShorthandPropertyAssignment(property)) record(node, property.name, kind);
            }
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { definitions, unnamed };
}

/** The keys defined more than once, with where. */
function definedTwice(definitions: readonly Definition[]) {
  const byKey: Record<string, string[]> = {};
  for (const { key, at } of definitions) byKey[key] = [...(byKey[key] ?? []), at];
  return Object.fromEntries(Object.entries(byKey).filter(([, all]) => all.length > 1));
}

/** The portal's own code: not its tests, stories or their fixtures. */
function portalSources(): Record<string, string> {
  const sources: Record<string, string> = {};
  for (const entry of readdirSync(SRC, { recursive: true, withFileTypes: true })) {
    const file = path.relative(SRC, path.join(entry.parentPath, entry.name));
    if (!entry.isFile() || !/\.tsx?$/.test(file) || /\.d\.ts$/.test(file)) continue;
    if (/\.(test|stories)\.tsx?$|stor(y|ies)|fixture|^testing\//.test(file)) continue;
    sources[file] = readFileSync(path.join(SRC, file), 'utf8');
  }
  return sources;
}

describe('one definition per query key', () => {
  const { definitions, unnamed } = queryDefinitions(portalSources());

  it('finds the portal’s queries (the scan reads what it should)', () => {
    const keys = definitions.map((definition) => definition.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'componentSystems (one)',
        'siteList (one)',
        'siteList (pages)',
        'scaffolds (one)',
        'inspectionDetails (one)',
        'tagStatus (one)',
      ]),
    );
  });

  it('defines each key in one place', () => {
    expect(definedTwice(definitions)).toEqual({});
  });

  it('builds every key with readKey', () => {
    expect(unnamed).toEqual([]);
  });

  it('tells a second definition of a key, wherever it is and however its key is built', () => {
    const twice = queryDefinitions({
      'a-reads.ts': `export const aRead = () => queryOptions({ queryKey: readKey('siteList', q) });`,
      'b.tsx': `const key = (id) => readKey('siteList', { id });
        export const B = () => useQuery({ queryKey: key(1), queryFn });`,
      'c-reads.ts': `export const c = () => pagesRead(readKey('siteList', { pages: true }), read);`,
    });
    expect(definedTwice(twice.definitions)).toEqual({
      'siteList (one)': ['a-reads.ts:1', 'b.tsx:2'],
    });
  });
});
