import { describe, expect, it } from 'vitest';
import { HIRE_MESSAGES } from '../hire/messages';
import {
  type DeliveryNoteFormContext,
  type DeliveryNoteFormValues,
  deliveryNoteFormErrors,
  emptyDeliveryNoteForm,
  FROM_YARD,
  toDeliveryNoteRequest,
} from './delivery-note';
import { NOTE_FORM_MESSAGES } from './note-form-fields';

const now = new Date('2026-11-20T10:00:00Z');
const signed = (name: string) => ({
  name,
  image: 'data:image/png;base64,AAAA',
  points: 12,
  signed_at: '2026-11-20T09:55:00.000Z',
});

function filled(change: Partial<DeliveryNoteFormValues> = {}): DeliveryNoteFormValues {
  return {
    ...emptyDeliveryNoteForm({ toSiteId: 7, driverName: 'Dan Driver', now }),
    delivered_at: '2026-11-20T09:50',
    lines: [{ item_id: '3', quantity: '40' }],
    vehicle: 'AB12 CDE',
    driver_signature: signed('Dan Driver'),
    receiver_signature: signed('Sam Site'),
    ...change,
  };
}

const context: DeliveryNoteFormContext = {
  siteStart: '2026-01-01',
  now,
  available: new Map([[3, 50]]),
};
const errorsOf = (values: DeliveryNoteFormValues, ctx = context) =>
  Object.fromEntries(deliveryNoteFormErrors(values, ctx).map((e) => [e.path, e.message]));

describe('the delivery note form', () => {
  it('starts from the yard, one empty line, the driver named and nothing signed', () => {
    const form = emptyDeliveryNoteForm({ toSiteId: 7, driverName: 'Dan', now });
    expect(form.from).toBe(FROM_YARD);
    expect(form.to_site_id).toBe('7');
    expect(form.lines).toEqual([{ item_id: '', quantity: '' }]);
    expect(form.driver_signature).toMatchObject({ name: 'Dan', points: 0, image: '' });
  });

  it('a filled form has no errors and becomes the body', () => {
    expect(errorsOf(filled())).toEqual({});
    const body = toDeliveryNoteRequest(filled());
    expect(body).toMatchObject({
      from_site_id: null,
      to_site_id: 7,
      lines: [{ item_id: 3, quantity: 40 }],
      receipt: { kind: 'signed', signature: { name: 'Sam Site', points: 12 } },
      corrects: null,
    });
  });

  it('names every field of an empty form with its message', () => {
    const errors = errorsOf(emptyDeliveryNoteForm({ toSiteId: null, driverName: '', now }));
    expect(errors['lines.0.item_id']).toBe(NOTE_FORM_MESSAGES.chooseItem);
    expect(errors.to_site_id).toBe(NOTE_FORM_MESSAGES.chooseSite);
    expect(errors.vehicle).toBe(HIRE_MESSAGES.vehicleRequired);
    expect(errors['driver_signature.image']).toBe(HIRE_MESSAGES.padEmpty);
    expect(errors['driver_signature.name']).toBe(HIRE_MESSAGES.signerName);
    expect(errors['receiver_signature.image']).toBe(HIRE_MESSAGES.padEmpty);
  });

  it('refuses a pad with a picture but no points drawn', () => {
    const blank = { ...signed('Sam'), points: 0 };
    expect(errorsOf(filled({ receiver_signature: blank }))['receiver_signature.image']).toBe(
      HIRE_MESSAGES.padEmpty,
    );
  });

  it('refuses part units, zero and an item twice', () => {
    const lines = [
      { item_id: '3', quantity: '1.5' },
      { item_id: '4', quantity: '0' },
      { item_id: '3', quantity: '2' },
    ];
    const errors = errorsOf(filled({ lines }));
    expect(errors['lines.0.quantity']).toBe(HIRE_MESSAGES.quantityWhole);
    expect(errors['lines.1.quantity']).toBe(HIRE_MESSAGES.quantityAtLeastOne);
    expect(errors['lines.2.item_id']).toBe(HIRE_MESSAGES.lineTwice);
  });

  it('asks for a photo instead of a signature when no one is on site', () => {
    const values = filled({ receipt: 'no_one_on_site', receiver_signature: signed('') });
    expect(errorsOf(values)).toEqual({ photo: HIRE_MESSAGES.photoRequired });
    const body = toDeliveryNoteRequest({ ...values, photo: 'data:image/jpeg;base64,/9j/' });
    expect(body.receipt).toEqual({ kind: 'no_one_on_site', photo: 'data:image/jpeg;base64,/9j/' });
  });

  it('refuses more than the source has, a date ahead of now and the same site both ends', () => {
    expect(
      errorsOf(filled({ lines: [{ item_id: '3', quantity: '51' }] }))['lines.0.quantity'],
    ).toBe(HIRE_MESSAGES.quantityAboveAvailable(50));
    expect(errorsOf(filled({ delivered_at: '2026-11-21T09:00' })).delivered_at).toBe(
      HIRE_MESSAGES.dateInTheFuture,
    );
    expect(errorsOf(filled({ from: '7' })).to_site_id).toBe(HIRE_MESSAGES.sameSite);
  });

  it('leaves the source check to the server when what is there is not known', () => {
    const values = filled({ lines: [{ item_id: '3', quantity: '500' }] });
    expect(errorsOf(values, { ...context, available: null })).toEqual({});
  });

  it('a correcting note needs its reason, and names the note it corrects', () => {
    const corrects = { note_id: 11, number: 'DN-000011', reason: ' ' };
    expect(errorsOf(filled({ corrects }))['corrects.reason']).toBe(HIRE_MESSAGES.reasonRequired);
    const body = toDeliveryNoteRequest(
      filled({ corrects: { ...corrects, reason: 'Wrong count' } }),
    );
    expect(body.corrects).toEqual({ note_id: 11, reason: 'Wrong count' });
  });
});
