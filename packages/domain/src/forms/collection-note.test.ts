import { describe, expect, it } from 'vitest';
import { HIRE_MESSAGES } from '../hire/messages';
import {
  type CollectionNoteFormValues,
  collectionNoteFormCheck,
  emptyCollectionNoteForm,
  toCollectionNoteRequest,
} from './collection-note';

const now = new Date('2026-11-20T10:00:00Z');
const signed = (name: string) => ({
  name,
  image: 'data:image/png;base64,AAAA',
  points: 9,
  signed_at: '2026-11-20T09:55:00.000Z',
});

const filled = (change: Partial<CollectionNoteFormValues> = {}): CollectionNoteFormValues => ({
  ...emptyCollectionNoteForm({ fromSiteId: 7, driverName: 'Dan', now }),
  collected_at: '2026-11-20T09:00',
  lines: [{ item_id: '3', quantity: '10', short: '1', damaged: '2' }],
  vehicle: 'AB12 CDE',
  site_signature: signed('Sam Site'),
  driver_signature: signed('Dan'),
  ...change,
});

const context = { siteStart: '2026-01-01', now, held: new Map([[3, 8]]) };

describe('the collection note form', () => {
  it('counts short and damaged at the yard into the body', () => {
    expect(toCollectionNoteRequest(filled()).lines).toEqual([
      { item_id: 3, quantity: 10, short: 1, damaged: 2 },
    ]);
  });

  it('shows more than the site holds as an over-return, not an error', () => {
    const check = collectionNoteFormCheck(filled(), context);
    expect(check.errors).toEqual([]);
    expect(check.overReturns).toEqual([{ item_id: 3, quantity: 2 }]);
  });

  it('shows an over-return as soon as the line is typed, before the note is signed', () => {
    const values = filled({ driver_signature: { ...signed('Dan'), image: '', points: 0 } });
    expect(collectionNoteFormCheck(values, context).overReturns).toEqual([
      { item_id: 3, quantity: 2 },
    ]);
  });

  it('works out no over-returns when what the site holds is not known', () => {
    expect(collectionNoteFormCheck(filled(), { ...context, held: null }).overReturns).toEqual([]);
  });

  it('refuses short and damaged above the quantity collected', () => {
    const lines = [{ item_id: '3', quantity: '2', short: '2', damaged: '1' }];
    const { errors } = collectionNoteFormCheck(filled({ lines }), context);
    expect(errors).toEqual([
      { path: 'lines.0.short', message: HIRE_MESSAGES.variancesAboveQuantity },
    ]);
  });

  it('sends no site signature when no one on site signed, however the pad was left', () => {
    const values = filled({ site_signed: false, site_signature: { ...signed(''), points: 0 } });
    expect(collectionNoteFormCheck(values, context).errors).toEqual([]);
    expect(toCollectionNoteRequest(values).site_signature).toBeNull();
  });

  it("refuses an empty driver's pad", () => {
    const values = filled({ driver_signature: { ...signed('Dan'), image: '', points: 0 } });
    expect(collectionNoteFormCheck(values, context).errors).toContainEqual({
      path: 'driver_signature.image',
      message: HIRE_MESSAGES.padEmpty,
    });
  });
});
