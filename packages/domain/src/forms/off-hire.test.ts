import { describe, expect, it } from 'vitest';
import { HIRE_MESSAGES } from '../hire/messages';
import { NOTE_FORM_MESSAGES } from './note-form-fields';
import { emptyOffHireForm, offHireFormErrors, toOffHireRequest } from './off-hire';

const context = {
  siteStart: '2026-01-01',
  today: '2026-11-20',
  onHire: new Map([[3, 40]]),
  scaffoldsOnHire: new Set([5]),
};
const base = { ...emptyOffHireForm('2026-11-20'), requested_by: 'Pat Client' };
const errorsOf = (values: typeof base) =>
  Object.fromEntries(offHireFormErrors(values, 7, context).map((e) => [e.path, e.message]));

describe('the off-hire form', () => {
  it('off-hires the whole site from today', () => {
    expect(errorsOf(base)).toEqual({});
    expect(toOffHireRequest(base, 7)).toEqual({
      site_id: 7,
      from: '2026-11-20',
      scope: { kind: 'site' },
      requested_by: 'Pat Client',
      note: '',
    });
  });

  it('is never backdated', () => {
    expect(errorsOf({ ...base, from: '2026-11-19' }).from).toBe(HIRE_MESSAGES.offHireBeforeToday);
    expect(errorsOf({ ...base, from: '' }).from).toBe(NOTE_FORM_MESSAGES.date);
  });

  it('names the lines above what is on hire, and items not chosen', () => {
    const lines = [
      { item_id: '3', quantity: '41' },
      { item_id: '', quantity: '1' },
    ];
    const errors = errorsOf({ ...base, scope: 'lines', lines });
    expect(errors['lines.1.item_id']).toBe(NOTE_FORM_MESSAGES.chooseItem);
    const above = errorsOf({
      ...base,
      scope: 'lines',
      lines: [lines[0] ?? { item_id: '', quantity: '' }],
    });
    expect(above['lines.0.quantity']).toBe(HIRE_MESSAGES.quantityAboveOnHire(40));
  });

  it('off-hires a scaffold only if it is on hire there', () => {
    expect(errorsOf({ ...base, scope: 'scaffold' }).scaffold_id).toBe(
      NOTE_FORM_MESSAGES.chooseScaffold,
    );
    expect(errorsOf({ ...base, scope: 'scaffold', scaffold_id: '6' }).scaffold_id).toBe(
      HIRE_MESSAGES.scaffoldNotOnHire,
    );
    expect(toOffHireRequest({ ...base, scope: 'scaffold', scaffold_id: '5' }, 7).scope).toEqual({
      kind: 'scaffold',
      scaffold_id: 5,
    });
  });

  it('asks who requested it', () => {
    expect(errorsOf({ ...base, requested_by: ' ' }).requested_by).toBe(HIRE_MESSAGES.signerName);
  });
});
