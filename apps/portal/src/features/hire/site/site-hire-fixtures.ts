// A site's hire for the stories: two deliveries (one corrected), a collection, an off-hire; two
// notes signed on the device and not yet sent.
import type {
  CollectionNote,
  CollectionNoteRequest,
  DeliveryNote,
  DeliveryNoteRequest,
  OffHire,
  SiteHireResponse,
} from '@scaffold/domain';
import { toSiteHireView } from '../screens/to-site-hire-view';
import type { SiteHireView } from './site-hire-view';

/** A drawn line as a signature pad's picture (SVG: small, and the same on every run). */
const SIGNATURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100" viewBox="0 0 300 100">' +
    '<path d="M10 70 C 60 10, 90 10, 120 60 S 200 90, 290 30" stroke="black" stroke-width="3" fill="none"/></svg>',
)}`;
const signature = (name: string, at: string) => ({
  name,
  image: SIGNATURE,
  points: 40,
  signed_at: at,
});
const recorded = { recorded_by: { id: 2, name: 'Dan Driver' } };

const delivery = (id: number, number: string, at: string, quantity: number): DeliveryNote => ({
  kind: 'delivery',
  id,
  number,
  from_site_id: null,
  to_site_id: 7,
  delivered_at: at,
  lines: [
    { item_id: 3, quantity },
    { item_id: 4, quantity: 120 },
  ],
  receipt: { kind: 'signed', signature: signature('Sam Site', at) },
  vehicle: 'AB12 CDE',
  driver_signature: signature('Dan Driver', at),
  corrects: null,
  recorded_at: at,
  corrected_by: null,
  ...recorded,
});

export const STORY_DELIVERY: DeliveryNote = {
  ...delivery(12, 'DN-000012', '2026-10-05T08:30:00.000Z', 40),
  corrects: { note_id: 11, reason: 'Counted 40 tubes, not 30' },
};
export const STORY_CORRECTED: DeliveryNote = {
  ...delivery(11, 'DN-000011', '2026-10-05T08:30:00.000Z', 30),
  corrected_by: 12,
};

export const STORY_COLLECTION: CollectionNote = {
  kind: 'collection',
  id: 14,
  number: 'CN-000014',
  from_site_id: 7,
  collected_at: '2026-11-12T14:10:00.000Z',
  lines: [{ item_id: 3, quantity: 10, short: 1, damaged: 2 }],
  site_signature: null,
  vehicle: 'AB12 CDE',
  driver_signature: signature('Dan Driver', '2026-11-12T14:10:00.000Z'),
  corrects: null,
  recorded_at: '2026-11-12T14:12:00.000Z',
  corrected_by: null,
  ...recorded,
};

export const STORY_OFF_HIRE: OffHire = {
  id: 3,
  site_id: 7,
  from: '2026-11-18',
  scope: { kind: 'lines', lines: [{ item_id: 4, quantity: 60 }] },
  requested_by: 'Pat Client',
  note: 'Phone call to the office',
  recorded_by: { id: 1, name: 'Maria Manager' },
  recorded_at: '2026-11-17T09:00:00.000Z',
};

/** The siteHire answer of the stories' site. */
export const STORY_SITE_HIRE_ANSWER: SiteHireResponse = {
  site: { id: 7, name: 'Riverside Flats' },
  notes: [STORY_COLLECTION, STORY_DELIVERY, STORY_CORRECTED],
  off_hires: [STORY_OFF_HIRE],
  on_hire: [
    { item_id: 3, item_name: 'Steel tube 6.4 m', quantity: 30 },
    { item_id: 4, item_name: 'Double coupler', quantity: 60 },
  ],
  awaiting_collection: [
    { item_id: 4, item_name: 'Double coupler', quantity: 60, off_hire_id: 3, from: '2026-11-18' },
  ],
};

export const STORY_SITE_HIRE: SiteHireView = {
  ...toSiteHireView(STORY_SITE_HIRE_ANSWER, []),
  scaffoldsOnHire: [{ id: 5, label: 'Tag 0005' }],
};

export const STORY_EMPTY_HIRE: SiteHireView = {
  site: { id: 8, name: 'Station Road School' },
  notes: [],
  offHires: [],
  onHire: [],
  offHiredNotCollected: [],
  scaffoldsOnHire: [],
};

/** A delivery note of two lines signed on the device at the stories' site, not yet sent. */
export const STORY_QUEUED_DELIVERY: DeliveryNoteRequest = {
  from_site_id: null,
  to_site_id: 7,
  delivered_at: '2026-11-19T14:05:00.000Z',
  lines: [
    { item_id: 3, quantity: 12 },
    { item_id: 4, quantity: 40 },
  ],
  receipt: { kind: 'signed', signature: signature('Sam Site', '2026-11-19T14:05:00.000Z') },
  vehicle: 'MX21 ABC',
  driver_signature: signature('Dan Driver', '2026-11-19T14:06:00.000Z'),
  corrects: null,
};

/** A collection note of one line signed on the device at the stories' site, not yet sent. */
export const STORY_QUEUED_COLLECTION: CollectionNoteRequest = {
  from_site_id: 7,
  collected_at: '2026-11-20T08:10:00.000Z',
  lines: [{ item_id: 4, quantity: 20, short: 0, damaged: 1 }],
  site_signature: null,
  vehicle: 'MX21 ABC',
  driver_signature: signature('Dan Driver', '2026-11-20T08:12:00.000Z'),
  corrects: null,
};
