// The sample's hire: a few signed delivery notes, a transfer, a collection with a shortage and
// damage, and an off-hire awaiting collection, on two active sites of one demo client; one
// delivery for the other customer. Its own part of the seed: notes leave the sites' stock as
// the sample made it, so no other screen's figures move.
import {
  type CollectionNote,
  type CustomerNode,
  type DeliveryNote,
  hireNoteNumber,
  londonDate,
  type Site,
  siteStartDate,
} from '@scaffold/domain';
import { DEMO_ACCOUNTS } from '../constants';
import { sampleSignature } from '../sample';
import type { HireNoteRecord, OffHireRecord } from './hire-state';

const DAY_MS = 86_400_000;

export interface SeededHire {
  hireNotes: HireNoteRecord[];
  offHires: OffHireRecord[];
}

/** The user ids the seed gives the demo accounts, in their order. */
const userOf = (account: keyof typeof DEMO_ACCOUNTS) => {
  const index = Object.keys(DEMO_ACCOUNTS).indexOf(account);
  const { first_name, last_name } = DEMO_ACCOUNTS[account];
  return { id: index + 1, name: `${first_name} ${last_name}` };
};

/** Active sites started at least `days` before the reference, with three catalogue items. */
function hireSites(customer: CustomerNode, reference: Date, days: number) {
  const before = londonDate(new Date(reference.getTime() - days * DAY_MS));
  return customer.clients.map((client) =>
    client.sites.filter((site) => {
      const start = siteStartDate(site.start_date);
      return (
        site.status.code === 'active' &&
        start !== null &&
        start <= before &&
        site.inventory_items.filter((item) => item.item).length >= 3
      );
    }),
  );
}

const itemIds = (site: Site) =>
  site.inventory_items.flatMap((item) => (item.item ? [item.item.id] : [])).slice(0, 3);

export function seedHire(customers: readonly CustomerNode[], reference: Date): SeededHire {
  const at = (daysBefore: number) =>
    new Date(reference.getTime() - daysBefore * DAY_MS).toISOString();
  const signature = (name: string, signedAt: string) => ({
    name,
    image: sampleSignature('client'),
    points: 42,
    signed_at: signedAt,
  });
  const driver = (signedAt: string) => ({
    vehicle: 'YX21 HGV',
    driver_signature: { ...signature('Dave Price', signedAt), image: sampleSignature('inspector') },
    corrects: null,
    corrected_by: null,
  });
  const hireNotes: HireNoteRecord[] = [];
  const offHires: OffHireRecord[] = [];
  let id = 0;
  const numbers = new Map<string, number>();
  const record = (customerId: number, kind: 'delivery' | 'collection') => {
    const key = `${customerId}:${kind}`;
    const n = (numbers.get(key) ?? 0) + 1;
    numbers.set(key, n);
    id += 1;
    return { id, number: hireNoteNumber(kind, n), customer_id: customerId };
  };
  const delivery = (
    customerId: number,
    by: { id: number; name: string },
    fields: Pick<DeliveryNote, 'from_site_id' | 'to_site_id' | 'delivered_at' | 'lines'>,
  ) => {
    hireNotes.push({
      ...record(customerId, 'delivery'),
      kind: 'delivery',
      ...fields,
      receipt: { kind: 'signed', signature: signature('Site foreman', fields.delivered_at) },
      ...driver(fields.delivered_at),
      recorded_by: by,
      recorded_at: fields.delivered_at,
    });
  };
  const collection = (
    customerId: number,
    by: { id: number; name: string },
    fields: Pick<CollectionNote, 'from_site_id' | 'collected_at' | 'lines'>,
  ) => {
    hireNotes.push({
      ...record(customerId, 'collection'),
      kind: 'collection',
      ...fields,
      site_signature: signature('Site foreman', fields.collected_at),
      ...driver(fields.collected_at),
      recorded_by: by,
      recorded_at: fields.collected_at,
    });
  };

  const [demo, other] = customers;
  const pair = demo ? hireSites(demo, reference, 60).find((sites) => sites.length >= 2) : undefined;
  const [siteA, siteB] = pair ?? [];
  if (demo && siteA && siteB) {
    const [tube, fitting, board] = itemIds(siteA);
    const [tubeB, fittingB] = itemIds(siteB);
    const manager = userOf('manager');
    const staff = userOf('staff');
    if (tube && fitting && board && tubeB && fittingB) {
      delivery(demo.id, manager, {
        from_site_id: null,
        to_site_id: siteA.id,
        delivered_at: at(50),
        lines: [
          { item_id: tube, quantity: 40 },
          { item_id: fitting, quantity: 20 },
          { item_id: board, quantity: 10 },
        ],
      });
      delivery(demo.id, staff, {
        from_site_id: null,
        to_site_id: siteB.id,
        delivered_at: at(35),
        lines: [
          { item_id: tubeB, quantity: 30 },
          { item_id: fittingB, quantity: 12 },
        ],
      });
      delivery(demo.id, staff, {
        from_site_id: siteA.id,
        to_site_id: siteB.id,
        delivered_at: at(20),
        lines: [{ item_id: tube, quantity: 10 }],
      });
      collection(demo.id, staff, {
        from_site_id: siteA.id,
        collected_at: at(10),
        lines: [{ item_id: fitting, quantity: 20, short: 2, damaged: 1 }],
      });
      const from = londonDate(at(5));
      offHires.push({
        id: 1,
        customer_id: demo.id,
        site_id: siteB.id,
        from,
        scope: { kind: 'lines', lines: [{ item_id: fittingB, quantity: 12 }] },
        requested_by: 'Site foreman',
        note: 'Phoned in: the fittings are ready to go back.',
        recorded_by: manager,
        recorded_at: at(5),
      });
    }
  }
  const otherSite = other ? hireSites(other, reference, 30).flat()[0] : undefined;
  const [otherItem] = otherSite ? itemIds(otherSite) : [];
  if (other && otherSite && otherItem) {
    delivery(other.id, userOf('otherAdmin'), {
      from_site_id: null,
      to_site_id: otherSite.id,
      delivered_at: at(25),
      lines: [{ item_id: otherItem, quantity: 15 }],
    });
  }
  return { hireNotes, offHires };
}
