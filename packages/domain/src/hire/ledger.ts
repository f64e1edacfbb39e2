// What was on hire where, and when: the signed notes and off-hires of a customer replayed in
// date order into hire segments, each a quantity of one item on one site from a delivery until
// whatever ended it. Units leave a site oldest delivery first; off-hired units stay on the site
// (uncharged) until a collection or a transfer takes them, and are taken first.
import type { CollectionNote, DeliveryNote, OffHire } from '../schemas';
import { type CalendarDate, londonDate } from './calendar';

export interface SegmentEnd {
  readonly kind: 'collection' | 'transfer' | 'off_hire';
  /** The collection note, the delivery note that sent the kit on to another site, or the off-hire. */
  readonly id: number;
  readonly date: CalendarDate;
}

/** A quantity of one item on hire on one site from its delivery's date. */
export interface HireSegment {
  readonly site_id: number;
  readonly item_id: number;
  readonly quantity: number;
  readonly delivery_note_id: number;
  readonly start: CalendarDate;
  /** Null while still on hire. */
  readonly end: SegmentEnd | null;
}

/** Units off-hired and still on site, waiting for a collection. */
export interface AwaitingCollection {
  readonly site_id: number;
  readonly item_id: number;
  readonly quantity: number;
  readonly off_hire_id: number;
  readonly from: CalendarDate;
}

export interface HireLedger {
  readonly segments: HireSegment[];
  readonly awaitingCollection: AwaitingCollection[];
  /** Units a collection or transfer took beyond what the site held: another site's kit. */
  readonly overReturns: { site_id: number; item_id: number; quantity: number; note_id: number }[];
  /** Scaffolds let on contract that an off-hire ended: scaffold id → off-hire. */
  readonly scaffoldOffHires: ReadonlyMap<number, SegmentEnd>;
}

type Event =
  | { order: 0; date: CalendarDate; seq: number; kind: 'in'; note: DeliveryNote }
  | { order: 1; date: CalendarDate; seq: number; kind: 'off'; offHire: OffHire }
  | {
      order: 2;
      date: CalendarDate;
      seq: number;
      kind: 'out';
      site: number;
      lines: readonly { item_id: number; quantity: number }[];
      end: SegmentEnd;
      noteId: number;
    };

interface Lot {
  quantity: number;
  readonly delivery_note_id: number;
  readonly start: CalendarDate;
}
interface Pool {
  quantity: number;
  readonly off_hire_id: number;
  readonly from: CalendarDate;
}

const counts = (note: { corrected_by: number | null }) => note.corrected_by === null;

function events(
  deliveries: readonly DeliveryNote[],
  collections: readonly CollectionNote[],
  offHires: readonly OffHire[],
): Event[] {
  const list: Event[] = [];
  for (const note of deliveries.filter(counts)) {
    const date = londonDate(note.delivered_at);
    list.push({ order: 0, date, seq: note.id, kind: 'in', note });
    if (note.from_site_id !== null) {
      // Kit sent on from a site leaves it that day: its hire there ends as the next one starts.
      list.push({
        order: 2,
        date,
        seq: note.id,
        kind: 'out',
        site: note.from_site_id,
        lines: note.lines,
        end: { kind: 'transfer', id: note.id, date },
        noteId: note.id,
      });
    }
  }
  for (const note of collections.filter(counts)) {
    const date = londonDate(note.collected_at);
    list.push({
      order: 2,
      date,
      seq: note.id,
      kind: 'out',
      site: note.from_site_id,
      lines: note.lines,
      end: { kind: 'collection', id: note.id, date },
      noteId: note.id,
    });
  }
  for (const offHire of offHires) {
    list.push({ order: 1, date: offHire.from, seq: offHire.id, kind: 'off', offHire });
  }
  // By date; on one date deliveries, then off-hires, then what leaves; then in the order recorded.
  return list.sort(
    (a, b) =>
      (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) || a.order - b.order || a.seq - b.seq,
  );
}

/** Replays a customer's notes and off-hires (corrected notes left out) into hire segments. */
export function hireLedger(
  deliveries: readonly DeliveryNote[],
  collections: readonly CollectionNote[],
  offHires: readonly OffHire[],
): HireLedger {
  const lots = new Map<string, Lot[]>();
  const pools = new Map<string, Pool[]>();
  const segments: HireSegment[] = [];
  const overReturns: HireLedger['overReturns'] = [];
  const scaffoldOffHires = new Map<number, SegmentEnd>();
  const key = (site: number, item: number) => `${site}:${item}`;
  const listOf = <T>(map: Map<string, T[]>, at: string) => {
    const list = map.get(at) ?? [];
    map.set(at, list);
    return list;
  };

  /** Ends up to `quantity` units of the lots of a place, oldest first; returns how many. */
  function endLots(site: number, item: number, quantity: number, end: SegmentEnd): number {
    const list = lots.get(key(site, item)) ?? [];
    let left = quantity;
    while (left > 0 && list.length > 0) {
      const lot = list[0] as Lot;
      const taken = Math.min(lot.quantity, left);
      segments.push({
        site_id: site,
        item_id: item,
        quantity: taken,
        delivery_note_id: lot.delivery_note_id,
        start: lot.start,
        end,
      });
      lot.quantity -= taken;
      left -= taken;
      if (lot.quantity === 0) list.shift();
    }
    return quantity - left;
  }

  for (const event of events(deliveries, collections, offHires)) {
    if (event.kind === 'in') {
      for (const line of event.note.lines) {
        listOf(lots, key(event.note.to_site_id, line.item_id)).push({
          quantity: line.quantity,
          delivery_note_id: event.note.id,
          start: event.date,
        });
      }
    } else if (event.kind === 'off') {
      const { offHire } = event;
      const end: SegmentEnd = { kind: 'off_hire', id: offHire.id, date: offHire.from };
      const offLines =
        offHire.scope.kind === 'lines'
          ? offHire.scope.lines
          : offHire.scope.kind === 'site'
            ? [...lots.entries()]
                .filter(([at]) => at.startsWith(`${offHire.site_id}:`))
                .map(([at, list]) => ({
                  item_id: Number(at.split(':')[1]),
                  quantity: list.reduce((sum, lot) => sum + lot.quantity, 0),
                }))
            : [];
      if (offHire.scope.kind === 'scaffold') scaffoldOffHires.set(offHire.scope.scaffold_id, end);
      for (const line of offLines) {
        const ended = endLots(offHire.site_id, line.item_id, line.quantity, end);
        if (ended > 0) {
          listOf(pools, key(offHire.site_id, line.item_id)).push({
            quantity: ended,
            off_hire_id: offHire.id,
            from: offHire.from,
          });
        }
      }
    } else {
      for (const line of event.lines) {
        let left = line.quantity;
        const pool = pools.get(key(event.site, line.item_id)) ?? [];
        while (left > 0 && pool.length > 0) {
          const waiting = pool[0] as Pool;
          const taken = Math.min(waiting.quantity, left);
          waiting.quantity -= taken;
          left -= taken;
          if (waiting.quantity === 0) pool.shift();
        }
        left -= endLots(event.site, line.item_id, left, event.end);
        if (left > 0) {
          overReturns.push({
            site_id: event.site,
            item_id: line.item_id,
            quantity: left,
            note_id: event.noteId,
          });
        }
      }
    }
  }

  for (const [at, list] of lots) {
    const [site, item] = at.split(':').map(Number) as [number, number];
    for (const lot of list) {
      segments.push({
        site_id: site,
        item_id: item,
        quantity: lot.quantity,
        delivery_note_id: lot.delivery_note_id,
        start: lot.start,
        end: null,
      });
    }
  }
  const awaitingCollection = [...pools].flatMap(([at, list]) => {
    const [site, item] = at.split(':').map(Number) as [number, number];
    return list.map((pool) => ({
      site_id: site,
      item_id: item,
      quantity: pool.quantity,
      off_hire_id: pool.off_hire_id,
      from: pool.from,
    }));
  });
  return { segments, awaitingCollection, overReturns, scaffoldOffHires };
}

/** Units of each item on hire (charging) on a site: what an off-hire may stop. */
export function onHireBySite(ledger: HireLedger, siteId: number): Map<number, number> {
  const units = new Map<number, number>();
  for (const segment of ledger.segments) {
    if (segment.site_id === siteId && segment.end === null) {
      units.set(segment.item_id, (units.get(segment.item_id) ?? 0) + segment.quantity);
    }
  }
  return units;
}
