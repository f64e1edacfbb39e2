// Builders of signed notes and off-hires for tests: the fields a statement reads, the rest
// filled with what a real note carries.
import type { CollectionNote, DeliveryNote, NoteSignature, OffHire } from '../schemas';

const signature: NoteSignature = {
  name: 'Dan Driver',
  image: 'data:image/png;base64,iVBORw0KGgo=',
  points: 40,
  signed_at: '2026-11-02T08:00:00Z',
};
const record = (id: number, prefix: string) => ({
  id,
  number: `${prefix}-${String(id).padStart(6, '0')}`,
  recorded_by: { id: 1, name: 'Mo Manager' },
  recorded_at: '2026-11-02T08:00:00Z',
  corrected_by: null,
});

export function deliveryNote(
  id: number,
  to: number,
  at: string,
  lines: [item: number, quantity: number][],
  extra: Partial<DeliveryNote> = {},
): DeliveryNote {
  return {
    ...record(id, 'DN'),
    kind: 'delivery',
    from_site_id: null,
    to_site_id: to,
    delivered_at: at,
    lines: lines.map(([item_id, quantity]) => ({ item_id, quantity })),
    receipt: { kind: 'signed', signature },
    vehicle: 'MX21 ABC',
    driver_signature: signature,
    corrects: null,
    ...extra,
  };
}

export function collectionNote(
  id: number,
  from: number,
  at: string,
  lines: [item: number, quantity: number, short?: number, damaged?: number][],
  extra: Partial<CollectionNote> = {},
): CollectionNote {
  return {
    ...record(id, 'CN'),
    kind: 'collection',
    from_site_id: from,
    collected_at: at,
    lines: lines.map(([item_id, quantity, short = 0, damaged = 0]) => ({
      item_id,
      quantity,
      short,
      damaged,
    })),
    site_signature: null,
    vehicle: 'MX21 ABC',
    driver_signature: signature,
    corrects: null,
    ...extra,
  };
}

export function offHire(id: number, site: number, from: string, scope: OffHire['scope']): OffHire {
  return {
    id,
    site_id: site,
    from,
    scope,
    requested_by: 'Pat Client',
    note: '',
    recorded_by: { id: 1, name: 'Mo Manager' },
    recorded_at: `${from}T09:00:00Z`,
  };
}
