// Every reference from code and documents to a document's heading or a repository file resolves
// in the repository (scripts/doc-references.ts says what counts as a reference), and the scanner
// itself finds the broken ones it is meant to find.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  allProblems,
  commentsOf,
  headings,
  problemsIn,
  repo,
  type Tree,
  trackedFiles,
} from './doc-references.ts';

function tree(files: Record<string, string>): Tree {
  const list = Object.keys(files);
  const folders = new Set<string>();
  for (const file of list) {
    const parts = file.split('/');
    for (let i = 1; i < parts.length; i += 1) folders.add(parts.slice(0, i).join('/'));
  }
  const docHeadings = new Map<string, Set<string>>();
  for (const file of list) {
    if (file.startsWith('docs/') && file.endsWith('.md')) {
      docHeadings.set(file.slice('docs/'.length), headings(files[file] as string));
    }
  }
  return { files: new Set(list), folders, docHeadings, read: (file) => files[file] as string };
}

const FIXTURE = tree({
  'docs/PRODUCT.md': '# Product\n\n## Dashboard\n\n### Low stock\n\n```\n# not a heading\n```\n',
  'apps/portal/src/config/paths.ts': 'export const paths = {};\n',
  'apps/portal/src/a.ts': [
    '// See PRODUCT.md "Low stock" and docs/PRODUCT.md "Dashboard".',
    '// Broken: PRODUCT.md "Stock levels", and apps/portal/src/config/paths and apps/portal/src/gone.ts.',
    "const fixture = 'apps/portal/src/not-a-reference.ts'; // a string, not a comment",
    '/* As SPEC section 9 says. */',
    '// Split over lines: PRODUCT.md',
    '// "Dashboard", and an older form, PRODUCT.md, \'Gone\'.',
  ].join('\n'),
  'docs/NOTES.md': [
    '# Notes',
    'See `config/paths.ts`, `app/screens.ts`, [the product](PRODUCT.md) and [gone](GONE.md).',
    'Also `apps/portal/src/config/paths.ts`, `apps/portal/dist/index.html` and PRODUCT.md "# not a heading".',
    'Folders: `config/` is there, `session-sync/` is not.',
  ].join('\n'),
});

describe('references to documents and files', () => {
  it('resolve everywhere in the repository', () => {
    const problems = allProblems().map((p) => `${p.file}:${p.line}: ${p.reference} (${p.why})`);
    expect(problems).toEqual([]);
  });

  it('refuses a missing heading, a missing file and the outside specification in comments', () => {
    const found = problemsIn(FIXTURE, 'apps/portal/src/a.ts').map((p) => [p.line, p.reference]);
    expect(found).toEqual([
      [2, 'PRODUCT.md "Stock levels"'],
      [6, "PRODUCT.md, 'Gone'"],
      [4, 'SPEC'],
      [2, 'apps/portal/src/gone.ts'],
    ]);
  });

  it('in documents, resolves path endings, folders and relative links, and ignores fenced text and build output', () => {
    const found = problemsIn(FIXTURE, 'docs/NOTES.md').map((p) => [p.line, p.reference]);
    expect(found).toEqual([
      [3, 'PRODUCT.md "# not a heading"'],
      [2, 'app/screens.ts'],
      [2, 'GONE.md'],
      [4, 'session-sync/'],
    ]);
  });

  it('reads only comments in code, keeping their lines', () => {
    const source = "const a = 'x'; // one\nconst url = 'https://example.com';\n/* two\n three */";
    const comments = commentsOf(source);
    expect(comments.split('\n')).toHaveLength(4);
    expect(comments).toContain('// one');
    expect(comments).not.toContain('example.com');
    expect(comments).toContain(' three */');
  });
});

/** The folders under `root` (from the repository's root) down to `depth`, as git tracks them. */
function foldersUnder(root: string, depth: number): string[] {
  const found = new Set<string>();
  for (const file of trackedFiles()) {
    if (!file.startsWith(`${root}/`)) continue;
    const parts = file
      .slice(root.length + 1)
      .split('/')
      .slice(0, -1);
    for (let i = 1; i <= Math.min(depth, parts.length); i += 1) {
      const folder = parts.slice(0, i).join('/');
      if (!folder.split('/').includes('__screenshots__')) found.add(folder);
    }
  }
  return [...found].sort();
}

/** The text of ARCHITECTURE.md from one heading to the next of its level. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`## ${heading}`);
  const next = markdown.indexOf('\n## ', start + 1);
  return start < 0 ? '' : markdown.slice(start, next < 0 ? undefined : next);
}

describe("ARCHITECTURE.md's maps", () => {
  const architecture = readFileSync(path.join(repo, 'docs/ARCHITECTURE.md'), 'utf8');
  const maps = [
    { heading: 'Map of the portal', root: 'apps/portal/src', depth: 3 },
    { heading: 'Map of the domain', root: 'packages/domain/src', depth: 1 },
    { heading: 'Map of the mocks', root: 'mocks/src', depth: 1 },
    { heading: 'Map of the server', root: 'apps/server', depth: 2 },
  ];

  it.each(maps)('$heading names every folder of $root', ({ heading, root, depth }) => {
    const map = section(architecture, heading);
    expect(map, `no section "${heading}"`).not.toBe('');
    const unnamed = foldersUnder(root, depth).filter((folder) => {
      const name = folder.split('/').at(-1) as string;
      return ![`\`${folder}`, `\`${name}/`, `\`${name}\``].some((form) => map.includes(form));
    });
    expect(unnamed).toEqual([]);
  });
});
