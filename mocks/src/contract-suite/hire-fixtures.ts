// The hire records the suites call with, from the seeded state (db/seed-hire.ts): the demo
// customer's first delivery (from the yard to site A), its collection from A, the site with
// the off-hire, and the other customer's note.
import { londonDate } from '@scaffold/domain';
import { MOCK_CUSTOMERS, MOCK_NOW } from '../constants';
import type { HireNoteRecord } from '../db/hire-state';
import { seededState } from './fixtures';

const noteOf = (customerId: number, kind: HireNoteRecord['kind']) => {
  const note = seededState().hireNotes.find(
    (entry) => entry.customer_id === customerId && entry.kind === kind,
  );
  if (!note) throw new Error(`fixture: no seeded ${kind} note of customer ${customerId}`);
  return note;
};

/** The demo customer's first delivery note: from the yard to site A. */
export const seededDelivery = () => {
  const note = noteOf(MOCK_CUSTOMERS.demo.id, 'delivery');
  if (note.kind !== 'delivery') throw new Error('fixture: not a delivery');
  return note;
};
export const seededCollection = () => noteOf(MOCK_CUSTOMERS.demo.id, 'collection');
export const foreignNote = () => noteOf(MOCK_CUSTOMERS.other.id, 'delivery');
/** Site A: delivered to from the yard, then collected from. */
export const hireSiteId = () => seededDelivery().to_site_id;
/** Its first line's catalogue item (tubes), of which site A still holds some. */
export const hireItemId = () => seededDelivery().lines[0]?.item_id ?? 0;
/** The client of site A. */
export const hireClientId = () => {
  const client = seededState()
    .customers.flatMap((customer) => customer.clients)
    .find((entry) => entry.sites.some((site) => site.id === hireSiteId()));
  if (!client) throw new Error('fixture: no client of the hire site');
  return client.id;
};
/** The suite's today, as the pinned clock of both implementations has it. */
export const hireToday = () => londonDate(MOCK_NOW);

const PAD = 'data:image/png;base64,iVBORw0KGgo=';
const signed = (name: string) => ({ name, image: PAD, points: 12, signed_at: MOCK_NOW });

/** A delivery from the yard to site A, signed, at the pinned clock's now. */
export const deliveryBody = (overrides: Record<string, unknown> = {}) => ({
  from_site_id: null,
  to_site_id: hireSiteId(),
  delivered_at: MOCK_NOW,
  lines: [{ item_id: hireItemId(), quantity: 5 }],
  receipt: { kind: 'signed', signature: signed('Site foreman') },
  vehicle: 'YX21 HGV',
  driver_signature: signed('Dave Price'),
  ...overrides,
});

/** A collection of a few tubes from site A, one short. */
export const collectionBody = (overrides: Record<string, unknown> = {}) => ({
  from_site_id: hireSiteId(),
  collected_at: MOCK_NOW,
  lines: [{ item_id: hireItemId(), quantity: 3, short: 1, damaged: 0 }],
  site_signature: signed('Site foreman'),
  vehicle: 'YX21 HGV',
  driver_signature: signed('Dave Price'),
  ...overrides,
});

/** An off-hire of a few tubes on site A from today. */
export const offHireBody = (overrides: Record<string, unknown> = {}) => ({
  site_id: hireSiteId(),
  from: hireToday(),
  scope: { kind: 'lines', lines: [{ item_id: hireItemId(), quantity: 2 }] },
  requested_by: 'Site foreman',
  note: '',
  ...overrides,
});

/** A client of the other customer. */
export const foreignClientId = () => {
  const client = seededState().customers.find((customer) => customer.id === MOCK_CUSTOMERS.other.id)
    ?.clients[0];
  if (!client) throw new Error('fixture: no client of the other customer');
  return client.id;
};
