import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idIndex } from './id-index';

describe('idIndex', () => {
  it('finds every id where a Map built in order would, and -1 for one not there', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -50, max: 50 }), { maxLength: 60 }),
        fc.array(fc.integer({ min: -60, max: 60 }), { maxLength: 20 }),
        (ids, probes) => {
          const position = idIndex(ids);
          const expected = new Map(ids.map((id, index) => [id, index]));
          for (const id of [...ids, ...probes]) {
            expect(position(id)).toBe(expected.get(id) ?? -1);
          }
        },
      ),
      { numRuns: 200 },
    );
  }, 30_000);

  it('answers -1 on an empty list', () => {
    expect(idIndex([])(1)).toBe(-1);
  });
});
