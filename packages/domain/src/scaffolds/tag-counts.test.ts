import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCAFFOLD_LIFE_STATES, TAG_COLOURS, type TagColour } from '../schemas';
import { type CountedScaffold, scaffoldTagCounts } from './tag-counts';

const SITES: Record<number, string> = { 1: 'Radford Church', 2: 'Ashby Road', 3: 'canal basin' };
const siteName = (id: number) => SITES[id];
const scaffold = (
  site_id: number,
  colour: TagColour,
  life: CountedScaffold['life'] = 'in_use',
): CountedScaffold => ({
  site_id,
  life,
  status: {
    colour,
    reason: colour === 'green' ? 'safe' : colour === 'amber' ? 'limited' : 'failed',
  },
});

describe('scaffoldTagCounts (the Dashboard tags)', () => {
  it('counts standing scaffolds by colour, per site, the most red first', () => {
    const counts = scaffoldTagCounts(
      [
        scaffold(1, 'green'),
        scaffold(1, 'red'),
        scaffold(2, 'red'),
        scaffold(2, 'red', 'erecting'),
        scaffold(2, 'amber'),
        scaffold(3, 'green'),
        scaffold(3, 'amber'),
      ],
      siteName,
    );
    expect(counts).toEqual({
      green: 2,
      amber: 2,
      red: 3,
      site_count: 3,
      sites: [
        { site_id: 2, site_name: 'Ashby Road', green: 0, amber: 1, red: 2 },
        { site_id: 1, site_name: 'Radford Church', green: 1, amber: 0, red: 1 },
        { site_id: 3, site_name: 'canal basin', green: 1, amber: 1, red: 0 },
      ],
    });
  });

  it('leaves out struck scaffolds and sites it does not know', () => {
    const counts = scaffoldTagCounts(
      [scaffold(1, 'red', 'struck'), scaffold(9, 'green'), scaffold(1, 'amber', 'handed_over')],
      siteName,
    );
    expect(counts).toEqual({
      green: 0,
      amber: 1,
      red: 0,
      site_count: 1,
      sites: [{ site_id: 1, site_name: 'Radford Church', green: 0, amber: 1, red: 0 }],
    });
  });

  it('orders ties by name (en-GB, not by case) then id, and names at most `rows` sites', () => {
    const names: Record<number, string> = { 4: 'b site', 5: 'A site', 6: 'B site', 7: 'c' };
    const counts = scaffoldTagCounts(
      [7, 6, 5, 4].map((id) => scaffold(id, 'green')),
      (id) => names[id],
      3,
    );
    expect(counts.site_count).toBe(4);
    expect(counts.sites.map((site) => site.site_name)).toEqual(['A site', 'b site', 'B site']);
  });

  it('is nothing for no scaffolds', () => {
    expect(scaffoldTagCounts([], siteName)).toEqual({
      green: 0,
      amber: 0,
      red: 0,
      site_count: 0,
      sites: [],
    });
  });

  it('adds up: the totals are the standing scaffolds, each site its own, sorted worst first', () => {
    const arbitraryScaffold = fc.record({
      site_id: fc.integer({ min: 1, max: 4 }),
      life: fc.constantFrom(...SCAFFOLD_LIFE_STATES),
      colour: fc.constantFrom(...TAG_COLOURS),
    });
    fc.assert(
      fc.property(fc.array(arbitraryScaffold, { maxLength: 40 }), (plans) => {
        const names: Record<number, string> = { 1: 'One', 2: 'Two', 3: 'Three' };
        const scaffolds = plans.map((plan) => scaffold(plan.site_id, plan.colour, plan.life));
        const counts = scaffoldTagCounts(scaffolds, (id) => names[id], 10);
        const counted = plans.filter((plan) => plan.life !== 'struck' && plan.site_id !== 4);
        for (const colour of TAG_COLOURS) {
          expect(counts[colour]).toBe(counted.filter((plan) => plan.colour === colour).length);
          expect(counts.sites.reduce((sum, site) => sum + site[colour], 0)).toBe(counts[colour]);
        }
        expect(counts.site_count).toBe(new Set(counted.map((plan) => plan.site_id)).size);
        for (let index = 1; index < counts.sites.length; index += 1) {
          const [before, after] = [counts.sites[index - 1], counts.sites[index]];
          if (!before || !after) continue;
          expect(
            before.red > after.red || (before.red === after.red && before.amber >= after.amber),
          ).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  }, 30_000);
});
