import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../../offline/outbox/outbox-entry';
import { STORY_QUEUED_COLLECTION, STORY_QUEUED_DELIVERY } from './site-hire-fixtures';
import { isWaitingNoteOf, waitingNoteOf } from './waiting-notes';

const entry = (overrides: Partial<OutboxEntry>): OutboxEntry => ({
  id: 'entry-1',
  owner: '1.owner-1',
  kind: 'delivery-note',
  siteId: 7,
  siteName: 'Riverside Flats',
  savedAt: Date.parse('2026-11-20T09:00:00Z'),
  idempotencyKey: 'key-1',
  status: 'waiting',
  attempts: 1,
  reason: null,
  ...overrides,
});

describe('the notes of a site waiting on this device', () => {
  it("are the site's delivery and collection notes still waiting", () => {
    const ofSite = isWaitingNoteOf(7);
    expect(ofSite(entry({}))).toBe(true);
    expect(ofSite(entry({ kind: 'collection-note' }))).toBe(true);
    expect(ofSite(entry({ siteId: 8 }))).toBe(false);
    expect(ofSite(entry({ status: 'refused', reason: 'No.' }))).toBe(false);
    expect(ofSite(entry({ kind: 'inspection' }))).toBe(false);
    // An entry kept by an older portal, with no kind, is an inspection's.
    expect(ofSite(entry({ kind: undefined }))).toBe(false);
  });

  it('each say their kind, their line count and when the driver signed', () => {
    expect(
      waitingNoteOf(entry({}), { kind: 'delivery-note', values: STORY_QUEUED_DELIVERY }),
    ).toEqual({
      id: 'entry-1',
      kind: 'delivery-note',
      lines: 2,
      signedAt: STORY_QUEUED_DELIVERY.driver_signature.signed_at,
    });
    expect(
      waitingNoteOf(entry({ id: 'entry-2', kind: 'collection-note' }), {
        kind: 'collection-note',
        values: STORY_QUEUED_COLLECTION,
      }),
    ).toEqual({
      id: 'entry-2',
      kind: 'collection-note',
      lines: 1,
      signedAt: STORY_QUEUED_COLLECTION.driver_signature.signed_at,
    });
  });
});
