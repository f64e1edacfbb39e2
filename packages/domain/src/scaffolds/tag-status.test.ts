import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCAFFOLD_LIFE_STATES, type ScaffoldLife, type TagStatus } from '../schemas';
import {
  countTagColours,
  keptTagStatus,
  latestCheck,
  type TagCheck,
  type TagFacts,
  tagColourHoldsUntil,
  tagNextDue,
  tagStatus,
} from './tag-status';
import { TAG_COLOUR_VIEWS, TAG_REASON_TEXT, tagStatusView } from './tag-view';

const NOW = new Date('2026-11-20T09:00:00Z');
const MINUTE = 60_000;
const DAY = 86_400_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

const handover = (at: string): TagCheck => ({
  kind: 'handover',
  at,
  result: 'passed',
  by_name: 'Jo Brand',
  by_position: 'Scaffold supervisor (CISRS)',
});
const inspection = (at: string, result: TagCheck['result'] = 'passed'): TagCheck => ({
  kind: 'inspection',
  at,
  result,
  by_name: 'Dave Whitfield',
  by_position: 'Scaffold inspector',
});

const facts = (overrides: Partial<TagFacts> = {}): TagFacts => ({
  life: 'in_use',
  limitations: '',
  handover: { clientSigned: true },
  checks: [handover(ago(3 * DAY))],
  adverseWeatherAt: null,
  ...overrides,
});

// The table of cases, one row per rule, in the order the rules apply.
const TABLE: [string, TagFacts, TagStatus][] = [
  ['struck', facts({ life: 'struck' }), { colour: 'red', reason: 'struck' }],
  ['being dismantled', facts({ life: 'dismantling' }), { colour: 'red', reason: 'dismantling' }],
  [
    'being erected',
    facts({ life: 'erecting', handover: null, checks: [] }),
    { colour: 'red', reason: 'erecting' },
  ],
  [
    'in use with no handover on record',
    facts({ handover: null }),
    { colour: 'red', reason: 'not-handed-over' },
  ],
  [
    'handed over, the client has not signed',
    facts({ life: 'handed_over', handover: { clientSigned: false } }),
    { colour: 'red', reason: 'awaiting-client-signature' },
  ],
  ['altered since its handover', facts({ life: 'altered' }), { colour: 'red', reason: 'altered' }],
  [
    'the latest inspection failed',
    facts({ checks: [handover(ago(5 * DAY)), inspection(ago(DAY), 'failed')] }),
    { colour: 'red', reason: 'failed' },
  ],
  [
    'the latest inspection found items needing attention',
    facts({ checks: [handover(ago(5 * DAY)), inspection(ago(DAY), 'attention')] }),
    { colour: 'red', reason: 'attention' },
  ],
  [
    'the latest check was more than 7 days ago',
    facts({ checks: [handover(ago(7 * DAY + MINUTE))] }),
    { colour: 'red', reason: 'overdue' },
  ],
  [
    'adverse weather since the latest check',
    facts({ adverseWeatherAt: ago(DAY) }),
    { colour: 'red', reason: 'adverse-weather' },
  ],
  [
    'handed over with limitations',
    facts({ limitations: 'No materials on the top lift' }),
    { colour: 'amber', reason: 'limited' },
  ],
  ['handed over, signed, inspected this week', facts(), { colour: 'green', reason: 'safe' }],
];

describe('tagStatus, the table of cases', () => {
  it.each(TABLE)('%s', (_case, input, expected) => {
    expect(tagStatus(input, NOW)).toEqual(expected);
  });

  it('is due at exactly 7 days, overdue a millisecond after', () => {
    expect(tagStatus(facts({ checks: [handover(ago(7 * DAY))] }), NOW).colour).toBe('green');
    expect(tagStatus(facts({ checks: [handover(ago(7 * DAY + 1))] }), NOW).reason).toBe('overdue');
  });

  it('lets a passing inspection after a failed one turn the tag green again', () => {
    const checks = [
      inspection(ago(2 * DAY), 'failed'),
      inspection(ago(DAY)),
      handover(ago(9 * DAY)),
    ];
    expect(tagStatus(facts({ checks }), NOW)).toEqual({ colour: 'green', reason: 'safe' });
  });

  it('needs no new handover after adverse weather: an inspection since clears it', () => {
    const checks = [handover(ago(4 * DAY)), inspection(ago(DAY))];
    expect(tagStatus(facts({ checks, adverseWeatherAt: ago(2 * DAY) }), NOW).colour).toBe('green');
  });

  it('counts an inspection at the very instant of the handover as after it', () => {
    const at = ago(DAY);
    const checks = [inspection(at, 'failed'), handover(at)];
    expect(latestCheck(checks)?.kind).toBe('inspection');
    expect(tagStatus(facts({ checks }), NOW).reason).toBe('failed');
  });

  it('ignores a check with an unreadable date', () => {
    const checks = [handover(ago(DAY)), inspection('not a date', 'failed')];
    expect(tagStatus(facts({ checks }), NOW).colour).toBe('green');
  });

  it('has words, a name and an icon for every colour, and a sentence for every reason', () => {
    for (const [colour, view] of Object.entries(TAG_COLOUR_VIEWS)) {
      expect(view.words, colour).not.toBe('');
      expect(['tick', 'caution', 'stop']).toContain(view.icon);
    }
    expect(new Set(Object.values(TAG_COLOUR_VIEWS).map((view) => view.icon)).size).toBe(3);
    expect(tagStatusView({ colour: 'red', reason: 'awaiting-client-signature' })).toMatchObject({
      words: 'Do not use',
      icon: 'stop',
      tone: 'danger',
      reason: TAG_REASON_TEXT['awaiting-client-signature'],
    });
    expect(TAG_REASON_TEXT['awaiting-client-signature']).toContain('Awaiting client signature');
  });
});

describe('tagNextDue', () => {
  it('is 7 days after the latest check, or the moment adverse weather was recorded since', () => {
    expect(tagNextDue(facts())?.toISOString()).toBe(ago(3 * DAY - 7 * DAY));
    expect(tagNextDue(facts({ adverseWeatherAt: ago(DAY) }))?.toISOString()).toBe(ago(DAY));
    // Weather before the latest check changes nothing.
    expect(tagNextDue(facts({ adverseWeatherAt: ago(4 * DAY) }))?.toISOString()).toBe(
      ago(-4 * DAY),
    );
  });
  it('is nothing while the scaffold is not in service, or never checked', () => {
    for (const life of ['erecting', 'dismantling', 'struck'] as const) {
      expect(tagNextDue(facts({ life }))).toBeNull();
    }
    expect(tagNextDue(facts({ checks: [] }))).toBeNull();
  });
});

describe('keptTagStatus (a status read earlier, shown offline)', () => {
  it('turns a kept green or amber red once its next inspection has fallen due', () => {
    const green: TagStatus = { colour: 'green', reason: 'safe' };
    expect(keptTagStatus(green, ago(-DAY), NOW)).toEqual(green);
    expect(keptTagStatus(green, ago(MINUTE), NOW)).toEqual({ colour: 'red', reason: 'overdue' });
    const redFailed: TagStatus = { colour: 'red', reason: 'failed' };
    expect(keptTagStatus(redFailed, ago(MINUTE), NOW)).toEqual(redFailed);
    expect(keptTagStatus(green, null, NOW)).toEqual(green);
  });
});

// The property: facts built from known features (each check's age, its result, where the
// weather falls), checked against the first row of the decision table those features match.
interface Features {
  life: ScaffoldLife;
  handover: 'none' | 'unsigned' | 'signed';
  /** Minutes before now of each inspection (distinct), with its result. */
  inspections: { ageMin: number; result: TagCheck['result'] }[];
  handoverAgeMin: number;
  weatherAgeMin: number | null;
  limitations: boolean;
}

const featuresArb: fc.Arbitrary<Features> = fc.record({
  life: fc.constantFrom(...SCAFFOLD_LIFE_STATES),
  handover: fc.constantFrom('none' as const, 'unsigned' as const, 'signed' as const),
  inspections: fc.uniqueArray(
    fc.record({
      ageMin: fc.integer({ min: 0, max: 20 * 24 * 60 }),
      result: fc.constantFrom('passed' as const, 'failed' as const, 'attention' as const),
    }),
    { selector: (entry) => entry.ageMin, maxLength: 4 },
  ),
  handoverAgeMin: fc.integer({ min: 0, max: 20 * 24 * 60 }),
  weatherAgeMin: fc.option(fc.integer({ min: 0, max: 20 * 24 * 60 }), { nil: null }),
  limitations: fc.boolean(),
});

function toFacts(features: Features): TagFacts {
  const checks: TagCheck[] = features.inspections.map(({ ageMin, result }) =>
    inspection(ago(ageMin * MINUTE), result),
  );
  if (features.handover !== 'none') checks.push(handover(ago(features.handoverAgeMin * MINUTE)));
  return {
    life: features.life,
    limitations: features.limitations ? 'Max 2 persons per bay' : '',
    handover:
      features.handover === 'none' ? null : { clientSigned: features.handover === 'signed' },
    checks,
    adverseWeatherAt: features.weatherAgeMin === null ? null : ago(features.weatherAgeMin * MINUTE),
  };
}

/** The decision table, as the issue states it, read off the features. */
function expected(features: Features): TagStatus {
  const red = (reason: TagStatus['reason']): TagStatus => ({ colour: 'red', reason });
  if (features.life === 'struck') return red('struck');
  if (features.life === 'dismantling') return red('dismantling');
  if (features.life === 'erecting') return red('erecting');
  if (features.handover === 'none') return red('not-handed-over');
  if (features.handover === 'unsigned') return red('awaiting-client-signature');
  if (features.life === 'altered') return red('altered');
  // The latest check: the youngest inspection, or the handover when it is younger (a tie goes
  // to the inspection).
  const youngest = [...features.inspections].sort((a, b) => a.ageMin - b.ageMin)[0];
  const latest =
    youngest && youngest.ageMin <= features.handoverAgeMin
      ? youngest
      : { ageMin: features.handoverAgeMin, result: 'passed' as const };
  if (latest.result === 'failed') return red('failed');
  if (latest.result === 'attention') return red('attention');
  if (latest.ageMin > 7 * 24 * 60) return red('overdue');
  if (features.weatherAgeMin !== null && features.weatherAgeMin < latest.ageMin) {
    return red('adverse-weather');
  }
  return features.limitations
    ? { colour: 'amber', reason: 'limited' }
    : { colour: 'green', reason: 'safe' };
}

describe('tagStatus properties', () => {
  it('agrees with the decision table for any facts', () => {
    fc.assert(
      fc.property(featuresArb, (features) => {
        expect(tagStatus(toFacts(features), NOW)).toEqual(expected(features));
      }),
      { numRuns: 500 },
    );
  }, 30_000);

  it('does not depend on the order the checks come in', () => {
    fc.assert(
      fc.property(featuresArb, fc.nat(), (features, seed) => {
        const input = toFacts(features);
        const shuffled = [...input.checks].sort(
          (a, b) => ((a.at.charCodeAt(20) + seed) % 7) - ((b.at.charCodeAt(20) + seed) % 7),
        );
        expect(tagStatus({ ...input, checks: shuffled }, NOW)).toEqual(tagStatus(input, NOW));
      }),
      { numRuns: 100 },
    );
  }, 30_000);

  it('is green only when it would be amber with limitations, and never the other way', () => {
    fc.assert(
      fc.property(featuresArb, (features) => {
        const without = tagStatus(toFacts({ ...features, limitations: false }), NOW);
        const withLimits = tagStatus(toFacts({ ...features, limitations: true }), NOW);
        expect(without.colour).not.toBe('amber');
        expect(withLimits.colour).not.toBe('green');
        if (without.colour === 'red') expect(withLimits).toEqual(without);
        else expect(withLimits.colour).toBe('amber');
      }),
      { numRuns: 100 },
    );
  }, 30_000);

  it('once red for being overdue, stays red as time goes on without a check', () => {
    fc.assert(
      fc.property(featuresArb, fc.integer({ min: 1, max: 30 * DAY }), (features, later) => {
        const input = toFacts(features);
        const status = tagStatus(input, NOW);
        if (status.reason !== 'overdue') return;
        expect(tagStatus(input, new Date(NOW.getTime() + later)).reason).toBe('overdue');
      }),
      { numRuns: 100 },
    );
  }, 30_000);
});

describe('countTagColours', () => {
  it('counts each colour, every tag once', () => {
    const status = (colour: TagStatus['colour']) => ({
      status: { colour, reason: colour === 'red' ? 'failed' : 'safe' } as TagStatus,
    });
    expect(countTagColours([status('red'), status('green'), status('red')])).toEqual({
      green: 1,
      amber: 0,
      red: 2,
    });
    expect(countTagColours([])).toEqual({ green: 0, amber: 0, red: 0 });
  });
});

describe('tagColourHoldsUntil', () => {
  it('is the last instant the colour stands as it does now: the next one is red, overdue', () => {
    fc.assert(
      fc.property(
        featuresArb,
        fc.integer({ min: 0, max: 30 * DAY }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (features, later, fraction) => {
          const input = toFacts(features);
          const colour = tagStatus(input, NOW).colour;
          const until = tagColourHoldsUntil(input, NOW);
          expect(until).toBeGreaterThanOrEqual(NOW.getTime());
          // Anywhere between now and then: the same.
          const end = Number.isFinite(until) ? until : NOW.getTime() + later;
          const between = NOW.getTime() + Math.floor((end - NOW.getTime()) * fraction);
          expect(tagStatus(input, new Date(between)).colour).toBe(colour);
          expect(tagStatus(input, new Date(end)).colour).toBe(colour);
          if (Number.isFinite(until)) {
            expect(tagStatus(input, new Date(until + 1))).toEqual({
              colour: 'red',
              reason: 'overdue',
            });
          }
        },
      ),
      { numRuns: 300 },
    );
  }, 30_000);
});
