import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../../../packages/domain/src/testing/builders';
import { Interner } from './intern';
import { assembleSite, type InspectionOutcome, partsOfSite, type SiteParts } from './slim';

const outcome = (passed: boolean, open: string[] = []): InspectionOutcome => ({
  passed,
  completed: true,
  openItems: open.map((name) => ({ name, status: 'fail' })),
});

const parts = (id: number, inspections: InspectionOutcome[]): SiteParts => ({
  ...partsOfSite(buildSite({ id }), { id: 1, name: 'Client', address: null }),
  inspections,
});

describe('Interner', () => {
  it('numbers each object once, and no two objects alike', () => {
    const intern = new Interner();
    const a = {};
    const b = {};
    const first = intern.numberOf(a);
    expect(intern.numberOf(a)).toBe(first);
    expect(intern.numberOf(b)).not.toBe(first);
    expect(intern.numberOf(b)).toBe(intern.numberOf(b));
  });

  it('shares a history between sites with the same outcomes in the same order, and only then', () => {
    const intern = new Interner();
    const history = (id: number, outcomes: InspectionOutcome[]) =>
      (assembleSite(parts(id, outcomes), intern) as unknown as { inspections: unknown })
        .inspections;
    const passFail = history(1, [outcome(true), outcome(false, ['platforms.toe_boards'])]);
    expect(history(2, [outcome(true), outcome(false, ['platforms.toe_boards'])])).toBe(passFail);
    expect(history(3, [outcome(false, ['platforms.toe_boards']), outcome(true)])).not.toBe(
      passFail,
    );
    expect(history(4, [outcome(true), outcome(false, ['ties.spacing'])])).not.toBe(passFail);
    expect(history(5, [outcome(true)])).not.toBe(passFail);
  });
});
