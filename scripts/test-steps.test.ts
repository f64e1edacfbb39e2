import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// npm test's steps, read from the script itself.
const script = readFileSync(new URL('./test.ts', import.meta.url), 'utf8');
const vitestSteps = [...script.matchAll(/^vitest\(([\s\S]*?)\);$/gm)].map((match) =>
  [...(match[1] ?? '').matchAll(/'([a-z0-9-]+)'/g)].map((name) => name[1]),
);
const browserProjects = new Set(['storybook', 'visual']);

describe('npm test', () => {
  it('starts at most one browser project per Vitest run (a cold cache reloads the other)', () => {
    expect(vitestSteps.length).toBeGreaterThan(2);
    for (const projects of vitestSteps) {
      expect(projects.filter((name) => browserProjects.has(name ?? '')).length).toBeLessThan(2);
    }
  });

  it('runs every project of the Vitest config', () => {
    const config = readFileSync(new URL('../vitest.config.ts', import.meta.url), 'utf8');
    const configured = [...config.matchAll(/name: '([a-z0-9-]+)'/g)].map((match) => match[1]);
    expect(configured.length).toBeGreaterThan(3);
    for (const name of configured) expect(vitestSteps.flat()).toContain(name);
  });
});
