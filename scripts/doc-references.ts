// Every reference from the repository's code and documents to a document or a file resolves inside
// the repository: a newcomer can follow any of them. A reference to a heading has one form,
// a document's name, a space and the heading in double quotes (e.g. `PRODUCT.md "Inspection metrics"`),
// where the document is a file in docs/
// (or the README at the root) and the heading is one of its headings, at any level. A file is
// named by its path from the repository's root (`apps/portal/src/config/paths.ts`, or without its
// extension as an import names it); documents may also name one by the end of its path
// (`app/screens.ts`), which must be the end of some file's. In code only comments are read: a
// test's fixtures name files that do not exist on purpose.
// The product's original specification is not in the repository, so a reference to it is refused.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const repo = path.resolve(import.meta.dirname, '..');

export interface Problem {
  file: string;
  line: number;
  reference: string;
  why: string;
}

/** The files git tracks (and new ones not ignored): what a clone has. */
export function trackedFiles(root = repo): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out.split('\n').filter(Boolean);
}

const SCANNED = /\.(ts|tsx|js|mjs|cjs|md|css|html|json)$/;
/** Generated or data files: they quote other text, they do not refer. */
const NOT_SCANNED = [/(^|\/)package-lock\.json$/, /__screenshots__\//, /\.snap$/];

export function scannedFiles(files: readonly string[]): string[] {
  return files.filter(
    (f) =>
      SCANNED.test(f) &&
      (!f.endsWith('.json') || f.startsWith('docs/')) &&
      !NOT_SCANNED.some((re) => re.test(f)),
  );
}

/** `# Heading` lines of a markdown text, without the hashes, at any level. */
export function headings(markdown: string): Set<string> {
  const found = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    if (fenced) continue;
    const match = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (match?.[1]) found.add(match[1]);
  }
  return found;
}

/**
 * A document's name and a quoted heading, with or without `docs/` before the name (and a comma
 * after it; the heading may start on the next line of a comment); single quotes are read too, so
 * a citation in an older form is checked as well.
 */
const HEADING_REFERENCE =
  /\b(?:docs\/)?([A-Z][A-Z_-]*\.md),?\s+(?:(?:\/\/|\*)\s+)?(?:"([^"\n]+)"|'([^'\n]+)')/g;
/** The outside specification, in any of the ways it was cited. */
const OUTSIDE_SPEC = /\bSPEC(?:\.md)?\b|shared DECISIONS(?:\.md)?/g;
/** A path from the root: a top-level folder of the repository, then more path. */
const ROOTED_PATH =
  /(?<![\w@./-])((?:apps|packages|mocks|scripts|e2e|docs|\.storybook)\/[\w.@-]+(?:\/[\w.@-]+)*)/g;
/** In documents: a folder in backticks, written with its trailing slash (`data/cache/`). */
const DOC_FOLDER = /`((?:\.{0,2}\/)?[\w.@-]+(?:\/[\w.@-]+)*)\/`/g;
/** In documents: a path in backticks or a link target with a folder and a file extension. */
const DOC_PATH = /(?:`|\]\()((?:\.{0,2}\/)?[\w.@-]+(?:\/[\w.@-]+)*\.[a-z]{2,5})(?:`|\))/g;

/** Paths that a build or a run makes, never in a clone: named on purpose, not a file reference. */
const MADE_BY_RUNS = [
  /\/dist(-[\w-]+)?(\/|$)/,
  /(^|\/)storybook-static(\/|$)/,
  /(^|\/)node_modules(\/|$)/,
  /(^|\/)coverage(\/|$)/,
  /(^|\/)\.lighthouse(\/|$)/,
  /(^|\/)\.bench(\/|$)/,
  /(^|\/)\.vitest-attachments(\/|$)/,
  /\/__screenshots__(\/|$)/,
];

function isMade(reference: string): boolean {
  return MADE_BY_RUNS.some((re) => re.test(reference));
}

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i += 1) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}

export interface Tree {
  files: Set<string>;
  folders: Set<string>;
  docHeadings: Map<string, Set<string>>;
  read: (file: string) => string;
}

export function loadTree(root = repo): Tree {
  const list = trackedFiles(root);
  const files = new Set(list);
  const folders = new Set<string>();
  for (const file of list) {
    const parts = file.split('/');
    for (let i = 1; i < parts.length; i += 1) folders.add(parts.slice(0, i).join('/'));
  }
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  const docHeadings = new Map<string, Set<string>>();
  for (const file of list) {
    if (/^docs\/[^/]+\.md$/.test(file) || file === 'README.md') {
      docHeadings.set(path.basename(file), headings(read(file)));
    }
  }
  return { files, folders, docHeadings, read };
}

const IMPORT_ENDINGS = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];

function pathExists(tree: Tree, reference: string): boolean {
  const clean = reference.replace(/[.,:;)]+$/, '').replace(/\/$/, '');
  if (clean.includes('*') || clean.includes('{') || clean.includes('…')) return true;
  if (tree.folders.has(clean)) return true;
  return IMPORT_ENDINGS.some((ending) => tree.files.has(`${clean}${ending}`));
}

/** The comments of a source file, blanked elsewhere so that offsets (and lines) stay put. */
export function commentsOf(source: string): string {
  let out = '';
  let last = 0;
  for (const match of source.matchAll(/\/\*[\s\S]*?\*\/|(?<![:'"`\w])\/\/[^\n]*/g)) {
    out += source.slice(last, match.index).replace(/[^\n]/g, ' ') + match[0];
    last = match.index + match[0].length;
  }
  return out + source.slice(last).replace(/[^\n]/g, ' ');
}

function folderSuffixExists(tree: Tree, reference: string): boolean {
  for (const folder of tree.folders) {
    if (folder === reference || folder.endsWith(`/${reference}`)) return true;
  }
  return false;
}

function suffixExists(tree: Tree, reference: string): boolean {
  const clean = reference.replace(/^\.?\//, '');
  for (const file of tree.files) {
    if (file === clean || file.endsWith(`/${clean}`)) return true;
  }
  return false;
}

/** Every reference of one file that does not resolve. */
export function problemsIn(tree: Tree, file: string): Problem[] {
  const isDoc = file.endsWith('.md');
  const raw = tree.read(file);
  const text = isDoc || file.endsWith('.json') ? raw : commentsOf(raw);
  const problems: Problem[] = [];
  const add = (index: number, reference: string, why: string) =>
    problems.push({ file, line: lineOf(text, index), reference, why });

  for (const match of text.matchAll(HEADING_REFERENCE)) {
    const [whole, doc, quoted, singleQuoted] = match as unknown as [
      string,
      string,
      string?,
      string?,
    ];
    const heading = quoted ?? singleQuoted ?? '';
    const known = tree.docHeadings.get(doc);
    if (!known) add(match.index, whole, `no document ${doc} in docs/ or at the root`);
    else if (!known.has(heading)) add(match.index, whole, `${doc} has no heading "${heading}"`);
  }
  // This scanner and its test name what it refuses; they are the one place allowed to.
  if (!file.startsWith('scripts/doc-references')) {
    for (const match of text.matchAll(OUTSIDE_SPEC)) {
      add(match.index, match[0], 'the specification is not in the repository: cite PRODUCT.md');
    }
  }
  for (const match of text.matchAll(ROOTED_PATH)) {
    const reference = (match[1] as string).replace(/[.,:;]+$/, '');
    if (isMade(reference) || pathExists(tree, reference)) continue;
    add(match.index, reference, 'no such file or folder');
  }
  if (isDoc) {
    for (const match of text.matchAll(DOC_PATH)) {
      const reference = match[1] as string;
      if (/^https?:/.test(reference) || reference.startsWith('/') || isMade(reference)) continue;
      if (/^(apps|packages|mocks|scripts|e2e|docs|\.storybook)\//.test(reference)) continue;
      if (reference.startsWith('../') || reference.startsWith('./')) {
        const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), reference));
        if (!pathExists(tree, resolved)) add(match.index, reference, 'no such file');
        continue;
      }
      if (!/\//.test(reference) && !/\.(md|ts|tsx|json|cjs|mjs|js|css)$/.test(reference)) continue;
      if (!suffixExists(tree, reference))
        add(match.index, reference, 'no file ends with this path');
    }
    for (const match of text.matchAll(DOC_FOLDER)) {
      const reference = match[1] as string;
      if (reference.startsWith('/') || isMade(`${reference}/`)) continue;
      if (!folderSuffixExists(tree, reference.replace(/^\.?\//, ''))) {
        add(match.index, `${reference}/`, 'no folder ends with this path');
      }
    }
  }
  return problems;
}

export function allProblems(root = repo): Problem[] {
  const tree = loadTree(root);
  return scannedFiles([...tree.files]).flatMap((file) => problemsIn(tree, file));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = allProblems();
  for (const p of problems) console.log(`${p.file}:${p.line}: ${p.reference} — ${p.why}`);
  console.log(`${problems.length} unresolved references`);
}
