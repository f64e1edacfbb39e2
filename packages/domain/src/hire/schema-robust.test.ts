import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  collectionNoteRequestSchema,
  deliveryNoteRequestSchema,
  hireStatementQuerySchema,
  hireStatementSchema,
  offHireRequestSchema,
  statementPeriodSchema,
} from '../schemas';

// A refinement runs even where a field failed its own check: none may throw on what it gets.
const schemas = {
  deliveryNoteRequestSchema,
  collectionNoteRequestSchema,
  offHireRequestSchema,
  statementPeriodSchema,
  hireStatementQuerySchema,
  hireStatementSchema,
};

describe('the hire schemas refuse any body without throwing', () => {
  for (const [name, schema] of Object.entries(schemas)) {
    it(name, () => {
      fc.assert(
        fc.property(fc.anything(), fc.object(), (value, object) => {
          expect(schema.safeParse(value).success).toBeTypeOf('boolean');
          expect(schema.safeParse(object).success).toBeTypeOf('boolean');
        }),
        { numRuns: 200 },
      );
      const wrong = { from: '2026-02-30', to: 'x', sites: 'x', lines: 'x', totals: 3, scope: {} };
      expect(schema.safeParse(wrong).success).toBe(false);
    }, 30_000);
  }

  it('refuses a statement whose sites hold the wrong things, their sums unread', () => {
    const site = { site_id: 1, site_name: 'A', lines: 'x', charges: [{ amount_pence: 'y' }] };
    const statement = {
      client: { id: 1, name: 'C' },
      period: { from: '2026-11-01', to: '2026-11-30' },
      generated_at: '2026-12-01T00:00:00Z',
      sites: [site, { ...site, lines: [{ kind: 'kit' }] }],
      totals: { hire_pence: 0, shortages_pence: 0, damage_pence: 0, total_pence: 0 },
    };
    expect(hireStatementSchema.safeParse(statement).success).toBe(false);
  });
});
