import { describe, expect, it } from 'vitest';
import { emptyStatement, octoberStatement } from './statement.fixtures';
import { hasHire, statementRows } from './statement-rows';

const [albion, riverside] = octoberStatement().sites;

describe("the statement's rows on screen", () => {
  it('words a kit line: its dates, weeks, rate to the penny and amount in whole pounds', () => {
    expect(albion && statementRows(albion)[0]).toEqual({
      key: expect.any(String),
      what: 'Scaffold board 3.9m',
      when: 'From Sep 28, 2026, off-hired Oct 26, 2026',
      quantity: '60',
      charged: '3 weeks 4 days',
      rate: '£0.84 a week',
      amount: '£180',
    });
  });

  it("says which days are the minimum hire's top-up", () => {
    const back = riverside && statementRows(riverside).find((row) => row.quantity === '30');
    expect(back).toMatchObject({
      when: 'From Oct 12, 2026, collected Oct 15, 2026',
      charged: '1 week (4 days minimum hire)',
      amount: '£25',
    });
  });

  it('words a contract, a shortage and damage', () => {
    expect(riverside && statementRows(riverside)[0]).toMatchObject({
      what: 'Scaffold T-0031, gable end (4 weeks included)',
      when: 'From Oct 6, 2026, still on hire',
      charged: 'Contract price',
      rate: '£1,850.00 contract',
      amount: '£1,850',
    });
    const charges = albion ? statementRows(albion).slice(-2) : [];
    expect(charges).toMatchObject([
      {
        what: 'Steel tube 6.4m: short at the yard (replacement)',
        rate: '£38.00 each',
        amount: '£114',
      },
      {
        what: 'Steel tube 6.4m: damaged (repair)',
        quantity: '2',
        rate: '£4.50 each',
        amount: '£9',
      },
    ]);
  });

  it('never shows NaN, undefined or a raw ISO date, and keys every row once', () => {
    const rows = octoberStatement().sites.flatMap(statementRows);
    const text = JSON.stringify(rows.map(({ key: _, ...shown }) => shown));
    expect(text).not.toMatch(/NaN|undefined|\d{4}-\d{2}-\d{2}/);
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
  });

  it('tells a period without hire from one with', () => {
    expect(hasHire(octoberStatement().sites)).toBe(true);
    expect(hasHire(emptyStatement().sites)).toBe(false);
  });
});
