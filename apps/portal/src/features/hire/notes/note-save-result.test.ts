import { describe, expect, it } from 'vitest';
import { OUTBOX_COPY } from '../../../offline/outbox/outbox-copy';
import type { OutboxEntry } from '../../../offline/outbox/outbox-entry';
import { queuedResult } from './queued-result';
import { toNoteSendResult } from './use-note-save';

const entry = (change: Partial<OutboxEntry>): OutboxEntry => ({
  id: 'e1',
  owner: '1.u2',
  kind: 'delivery-note',
  siteId: 7,
  siteName: 'Riverside Flats',
  savedAt: 1,
  idempotencyKey: 'k1',
  status: 'waiting',
  attempts: 0,
  reason: null,
  ...change,
});

describe("a note's save, as its form shows it", () => {
  it('tells stored with its number, queued, a conflict (409) and a refusal apart', () => {
    expect(toNoteSendResult({ kind: 'stored', inspection: null, number: 'DN-000042' })).toEqual({
      kind: 'stored',
      number: 'DN-000042',
    });
    expect(toNoteSendResult({ kind: 'queued', because: 'offline' })).toEqual({ kind: 'queued' });
    expect(toNoteSendResult({ kind: 'refused', status: 409, reason: 'Corrected already' })).toEqual(
      { kind: 'conflict', reason: 'Corrected already' },
    );
    expect(toNoteSendResult({ kind: 'refused', status: 422, reason: 'Only 12' })).toEqual({
      kind: 'refused',
      reason: 'Only 12',
    });
    expect(
      toNoteSendResult({ kind: 'not-kept', because: 'offline', error: new Error('full') }).kind,
    ).toBe('held');
  });

  it('opens over a queued note as kept, and over one refused later with its reason', () => {
    expect(queuedResult(null)).toBeNull();
    expect(queuedResult(entry({}))).toEqual({ kind: 'queued' });
    expect(
      queuedResult(entry({ status: 'refused', reason: 'Only 12 are available here.' })),
    ).toEqual({ kind: 'refused', reason: 'Only 12 are available here.' });
  });

  it("names a sent note by its kind, and keeps the inspections' own words", () => {
    expect(OUTBOX_COPY.sentWrites([{ kind: 'delivery-note', siteName: 'Riverside' }])).toBe(
      'The delivery note for Riverside has been sent.',
    );
    expect(OUTBOX_COPY.sentWrites([{ kind: 'inspection', siteName: 'Riverside' }])).toBe(
      OUTBOX_COPY.sent(['Riverside']),
    );
    expect(
      OUTBOX_COPY.sentWrites([
        { kind: 'inspection', siteName: 'A' },
        { kind: 'collection-note', siteName: 'B' },
      ]),
    ).toBe('2 saves waiting on this device have been sent.');
  });
});
