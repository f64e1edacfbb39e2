import { describe, expect, it } from 'vitest';
import { fieldErrorsResolver } from './note-resolver';

type Values = { vehicle: string; lines: { quantity: string }[] };
const run = (check: () => { path: string; message: string }[]) =>
  fieldErrorsResolver<Values>(check)({ vehicle: '', lines: [{ quantity: '' }] }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe('the note forms’ resolver', () => {
  it('passes the values through when the check finds nothing', async () => {
    expect(await run(() => [])).toEqual({
      values: { vehicle: '', lines: [{ quantity: '' }] },
      errors: {},
    });
  });

  it('nests each error at its path, a list’s own error at its root', async () => {
    const result = await run(() => [
      { path: 'vehicle', message: 'Enter the vehicle registration.' },
      { path: 'lines.1.quantity', message: 'Enter at least 1.' },
      { path: 'lines', message: 'Add at least one line.' },
    ]);
    expect(result.values).toEqual({});
    expect(result.errors).toMatchObject({
      vehicle: { message: 'Enter the vehicle registration.' },
      lines: {
        1: { quantity: { message: 'Enter at least 1.' } },
        root: { message: 'Add at least one line.' },
      },
    });
  });
});
