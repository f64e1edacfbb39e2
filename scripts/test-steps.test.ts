import { describe, expect, it } from 'vitest';
import { PLAN, planFor, STEPS, selected, stepNamed } from './test-steps.ts';

const BROWSER_PROJECTS = new Set(['storybook', 'visual']);
const phaseOf = (name: string) => PLAN.findIndex((phase) => phase.flat().includes(name));

describe('npm test', () => {
  it('runs every step once, in a phase after the steps it needs', () => {
    const planned = PLAN.flat(2);
    expect([...planned].sort()).toEqual(STEPS.map((step) => step.name).sort());
    for (const step of STEPS) {
      for (const need of step.needs ?? []) {
        const [needPhase, ownPhase] = [phaseOf(need), phaseOf(step.name)];
        const sameLane = PLAN[ownPhase]?.some(
          (lane) => lane.includes(need) && lane.indexOf(need) < lane.indexOf(step.name),
        );
        expect(needPhase < ownPhase || sameLane, `${step.name} after ${need}`).toBe(true);
      }
    }
  });

  it('starts at most one browser project per Vitest run (a cold cache reloads the other)', () => {
    for (const step of STEPS) {
      expect(
        (step.projects ?? []).filter((name) => BROWSER_PROJECTS.has(name)).length,
      ).toBeLessThan(2);
    }
  });

  it('runs one browser step at a time, and Lighthouse in a phase of its own', () => {
    for (const phase of PLAN) {
      const steps = phase.flat();
      const browserLanes = phase.filter((lane) => lane.some((name) => stepNamed(name).browser));
      expect(browserLanes.length).toBeLessThan(2);
      if (steps.some((name) => stepNamed(name).alone)) expect(steps).toHaveLength(1);
    }
    expect(stepNamed('lighthouse').alone).toBe(true);
  });

  it('runs every project of the Vitest config', async () => {
    const { readFileSync } = await import('node:fs');
    const config = readFileSync(new URL('../vitest.config.ts', import.meta.url), 'utf8');
    const configured = [...config.matchAll(/name: '([a-z0-9-]+)'/g)].map((match) => match[1]);
    expect(configured.length).toBeGreaterThan(3);
    const run = STEPS.flatMap((step) => step.projects ?? []);
    for (const name of configured) expect(run).toContain(name);
  });

  it('runs one step alone with --only, after the builds it reads', () => {
    expect(planFor(selected(['unit']))).toEqual([[['unit']]]);
    expect(planFor(selected(['typecheck']))).toEqual([[['typecheck']]]);
    expect(planFor(selected(['lighthouse']))).toEqual([
      [['build', 'build-demo']],
      [['lighthouse']],
    ]);
    expect(planFor(selected(['stories', 'unit']))).toEqual([[['stories'], ['unit']]]);
    expect(() => selected(['nothing'])).toThrow(/No step 'nothing'/);
  });

  it('needs no browser for the type check, the linters, the unit tests or the builds', () => {
    for (const name of [
      'typecheck',
      'lint',
      'compat',
      'boundaries',
      'unit',
      'build',
      'build-demo',
    ]) {
      expect(stepNamed(name).browser ?? false).toBe(false);
    }
  });
});
