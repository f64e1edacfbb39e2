import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const TEST_FILE = /\.(test\.tsx?|e2e\.ts|stories\.tsx)$/;
const SKIP = new Set(['node_modules', 'dist', 'dist-demo', 'storybook-static', '.git']);

/**
 * An assertion on how long something took passes or fails by how busy the machine is: a unit
 * test's 3 s bound for seeding 7,500 sites failed CI on a busy machine. Tests assert
 * states; durations are for benchmarks (`npm run bench`, `npm run perf:*`), and what must happen
 * late is checked on a fake clock.
 */
const ELAPSED_TIME_ASSERTION = /expect\([^)]*(performance\.now\(\)|Date\.now\(\))\s*-/;

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(file);
    return TEST_FILE.test(entry.name) ? [file] : [];
  });
}

describe('tests', () => {
  it('assert states, never how long something took', () => {
    const offending = ['packages', 'mocks', 'apps', 'e2e', 'scripts', '.storybook']
      .flatMap((folder) => testFiles(path.join(root, folder)))
      // This file quotes the pattern in its examples.
      .filter((file) => file !== import.meta.filename)
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, at: `${path.relative(root, file)}:${index + 1}` }))
          .filter(({ line }) => ELAPSED_TIME_ASSERTION.test(line))
          .map(({ at }) => at),
      );
    expect(offending).toEqual([]);
  });

  it('would catch the bounds that failed on a busy machine', () => {
    expect(
      ELAPSED_TIME_ASSERTION.test('expect(performance.now() - quick).toBeLessThan(140);'),
    ).toBe(true);
    expect(ELAPSED_TIME_ASSERTION.test('expect(Date.now() - started).toBeLessThan(3000);')).toBe(
      true,
    );
    expect(ELAPSED_TIME_ASSERTION.test('const savedAt = Date.now() - 60_000;')).toBe(false);
  });
});
