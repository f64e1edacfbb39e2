import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import type { Inspection, Site } from '../schemas';
import { inspectionReport } from './report';

const SITE: Pick<Site, 'name' | 'location' | 'city' | 'state' | 'client'> = {
  name: 'Radford Church Tower Restoration',
  location: '12 Mill Lane, NG7 3AB',
  city: 'Nottingham',
  state: 'Nottinghamshire',
  client: { id: 3, name: 'Glenmore Builders Ltd', address: '4 Wharf Road, Leeds LS1 4AP' },
};

const inspection = (overrides: Partial<Inspection> = {}): Inspection => ({
  id: 7,
  passed: false,
  notes: 'Gate 2 sign to be replaced.',
  created_at: '2026-11-24T09:30:00Z',
  updated_at: '2026-11-24T10:10:00Z',
  completed_at: '2026-11-24T10:10:00Z',
  weather_conditions: 'clear',
  temperature: -3,
  humidity: 80,
  wind_speed: 12,
  scaffold_type: 'Cuplock',
  scaffold_height: 14.5,
  load_rating: 'General purpose (2.0 kN/m²)',
  tie_pattern: 'Box ties at every other lift',
  items: [
    { name: 'foundations.base_plates', status: 'pass', notes: '', passed: true },
    { name: 'safety.signage', status: 'fail', notes: 'Sign missing at gate 2', passed: false },
    { name: 'platforms.board_spacing', status: 'attention', notes: 'Gap at bay 3', passed: null },
  ],
  photos: [],
  signatures: [],
  inspector_name: 'Sian Roberts',
  inspector_position: 'Scaffold inspector',
  action_taken: 'Gate 2 closed off.',
  further_action: 'Replace the sign before reopening.',
  ...overrides,
});

const linesOf = (report: ReturnType<typeof inspectionReport>, number: number) =>
  report.particulars.find((particular) => particular.number === number)?.lines;

describe('inspectionReport', () => {
  it('holds the eight particulars of Schedule 7, in order', () => {
    const report = inspectionReport(inspection(), SITE);
    expect(report.particulars.map((particular) => particular.number)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
    expect(linesOf(report, 1)).toEqual(['Glenmore Builders Ltd', '4 Wharf Road, Leeds LS1 4AP']);
    expect(linesOf(report, 2)).toEqual([
      'Radford Church Tower Restoration',
      '12 Mill Lane, NG7 3AB, Nottingham, Nottinghamshire',
    ]);
    expect(linesOf(report, 3)?.[0]).toContain('Cuplock scaffold, 14.5 m high');
    expect(linesOf(report, 4)).toEqual(['Nov 24, 2026, 09:30']);
    expect(linesOf(report, 5)).toEqual([
      'Board spacing (Platforms), needs attention, Gap at bay 3',
      'Signage (Safety), failed, Sign missing at gate 2',
    ]);
    expect(linesOf(report, 6)).toEqual(['Gate 2 closed off.']);
    expect(linesOf(report, 7)).toEqual(['Replace the sign before reopening.']);
    expect(linesOf(report, 8)).toEqual(['Sian Roberts, Scaffold inspector']);
    expect(report.isDraft).toBe(false);
  });

  it("says 'Not recorded' for what an older inspection lacks, and marks a pending one a draft", () => {
    const older = inspection({
      passed: null,
      items: [],
      scaffold_type: null,
      scaffold_height: null,
    });
    for (const key of [
      'inspector_name',
      'inspector_position',
      'action_taken',
      'further_action',
    ] as const) {
      delete older[key];
    }
    const report = inspectionReport(older, { ...SITE, client: null });
    expect(report.isDraft).toBe(true);
    expect(linesOf(report, 1)).toEqual([MESSAGES.notRecorded, MESSAGES.notRecorded]);
    expect(linesOf(report, 5)).toEqual(['None found.']);
    expect(linesOf(report, 6)).toEqual([MESSAGES.notRecorded]);
    expect(linesOf(report, 8)).toEqual([MESSAGES.notRecorded]);
  });

  it('never shows a blank line, whatever was recorded', () => {
    const text = fc.option(fc.oneof(fc.string(), fc.constantFrom('', '  ')), { nil: null });
    fc.assert(
      fc.property(text, text, text, text, text, (name, position, action, further, type) => {
        const report = inspectionReport(
          inspection({
            inspector_name: name,
            inspector_position: position,
            action_taken: action,
            further_action: further,
            scaffold_type: type,
          }),
          SITE,
        );
        for (const particular of report.particulars) {
          expect(particular.lines.length).toBeGreaterThan(0);
          for (const line of particular.lines) {
            expect(line.trim()).not.toBe('');
            expect(line).not.toMatch(/undefined|NaN|null/);
          }
        }
      }),
      { seed: 18, numRuns: 200 },
    );
  }, 30_000);
});
