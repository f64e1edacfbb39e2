import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { emptyMoveForm, moveSchemaFor, toMoveLine } from './move';

describe('moveSchemaFor', () => {
  const schema = moveSchemaFor(5);

  it('requires a destination and starts at quantity 1', () => {
    const result = schema.safeParse(emptyMoveForm());
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['site_id', 'Required'],
      ['sublocation_id', 'Required'],
      ['subarea_id', 'Required'],
    ]);
    expect(emptyMoveForm().quantity).toBe(1);
  });

  it('reads select values as ids and clamps the quantity to what is available', () => {
    expect(
      schema.parse({ site_id: '3', sublocation_id: 4, subarea_id: '5', quantity: '9' }),
    ).toEqual({
      site_id: 3,
      sublocation_id: 4,
      subarea_id: 5,
      quantity: 5,
    });
  });

  it('refuses an empty or zero quantity with the move messages', () => {
    const place = { site_id: 1, sublocation_id: 2, subarea_id: 3 };
    expect(schema.safeParse({ ...place, quantity: '' }).error?.issues[0]?.message).toBe(
      MESSAGES.moveQuantityRequired,
    );
    expect(schema.safeParse({ ...place, quantity: 0 }).error?.issues[0]?.message).toBe(
      MESSAGES.moveQuantityPositive,
    );
  });

  it('builds the move line', () => {
    const values = schema.parse({ site_id: 1, sublocation_id: 2, subarea_id: 3, quantity: 2 });
    expect(toMoveLine({ itemId: 7, fromSubareaId: 9 }, values)).toEqual({
      item_id: 7,
      from_subarea_id: 9,
      destination: { site_id: 1, sublocation_id: 2, subarea_id: 3 },
      quantity: 2,
    });
  });
});
