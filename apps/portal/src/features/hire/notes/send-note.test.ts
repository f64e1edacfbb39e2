import { ApiError } from '@scaffold/api-client';
import { describe, expect, it } from 'vitest';
import { sendNote } from './send-note';

const refusedWith = (status: number, detail: string) => async () => {
  throw new ApiError(status, { detail });
};

describe('sending a note', () => {
  it('is stored with its docket number', async () => {
    expect(
      await sendNote(
        async () => ({ number: 'DN-000001' }),
        (a) => a.number,
      ),
    ).toEqual({
      kind: 'stored',
      number: 'DN-000001',
    });
  });

  it('tells a 409 (corrected first on another device) from other refusals', async () => {
    const said = 'This note was corrected already, by note DN-000009.';
    expect(await sendNote(refusedWith(409, said), () => null)).toEqual({
      kind: 'conflict',
      reason: said,
    });
    expect(await sendNote(refusedWith(422, 'Only 3 are available here.'), () => null)).toEqual({
      kind: 'refused',
      reason: 'Only 3 are available here.',
    });
  });

  it('is held, not refused, when the server fails', async () => {
    const result = await sendNote(refusedWith(503, 'down'), () => null);
    expect(result).toEqual({ kind: 'held', reason: 'The server could not take it just now.' });
  });
});
