import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import {
  addSiteSchema,
  END_BEFORE_START_MESSAGE,
  emptyAddSiteForm,
  INVALID_DATE_MESSAGE,
} from './add-site';

const issues = (values: unknown) =>
  addSiteSchema
    .safeParse(values)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('addSiteSchema', () => {
  it('requires every field', () => {
    expect(issues(emptyAddSiteForm())).toEqual([
      ['name', MESSAGES.required],
      ['customer_id', MESSAGES.required],
      ['start_date', MESSAGES.required],
      ['expected_end_date', MESSAGES.required],
    ]);
    expect(issues({ ...emptyAddSiteForm(), name: '   ' })[0]).toEqual(['name', MESSAGES.required]);
  });

  it('refuses an expected end before the start, and accepts the same day', () => {
    const base = { name: 'Quay Street', customer_id: '3', start_date: '2026-12-10' };
    expect(issues({ ...base, expected_end_date: '2026-12-09' })).toEqual([
      ['expected_end_date', END_BEFORE_START_MESSAGE],
    ]);
    expect(addSiteSchema.safeParse({ ...base, expected_end_date: '2026-12-10' }).success).toBe(
      true,
    );
  });

  it('refuses a date that is not a date', () => {
    const base = { name: 'Quay Street', customer_id: '3', expected_end_date: '2026-12-10' };
    expect(issues({ ...base, start_date: '2026-02-31' })).toEqual([
      ['start_date', INVALID_DATE_MESSAGE],
    ]);
    expect(issues({ ...base, start_date: '10/12/2026' })).toEqual([
      ['start_date', INVALID_DATE_MESSAGE],
    ]);
  });

  it('trims, reads the customer as an id and adds the new-site defaults', () => {
    expect(
      addSiteSchema.parse({
        name: '  Quay Street  ',
        customer_id: '12',
        start_date: '2026-12-10',
        expected_end_date: '2027-03-01',
      }),
    ).toEqual({
      name: 'Quay Street',
      customer_id: 12,
      start_date: '2026-12-10',
      expected_end_date: '2027-03-01',
      status: 'pending',
      currentPhase: 'Planning',
    });
  });
});
