// The records the contract suite calls with, taken from the state both implementations are
// seeded with (the one generator: `seedDatabase`, at its reference date MOCK_NOW): the same ids,
// tag codes and signing tokens on the mock and on the server. What only an implementation knows
// (a media URL's key) is read through the API instead.
import {
  CHECKLIST_CATEGORIES,
  CHECKLIST_ITEMS,
  type Inspection,
  type Site,
} from '@scaffold/domain';
import { MOCK_CUSTOMERS } from '../constants';
import { seedDatabase } from '../db/seed';
import { seededSigningToken, seededTagCode } from '../db/seed-scaffolds';
import type { DatabaseState } from '../db/state';

let seeded: DatabaseState | null = null;
/** The seeded state (made once; never changed: each test starts from it). */
export const seededState = (): DatabaseState => {
  seeded ??= seedDatabase();
  return seeded;
};

export const sitesOf = (customerId: number): Site[] =>
  seededState()
    .customers.filter((customer) => customer.id === customerId)
    .flatMap((customer) => customer.clients.flatMap((client) => client.sites));
export const ownSite = () => sitesOf(MOCK_CUSTOMERS.demo.id)[0] as Site;
export const foreignSite = () => sitesOf(MOCK_CUSTOMERS.other.id)[0] as Site;
/** A seeded inspection of the customer's, with a signature. */
export const inspectionOf = (customerId: number) =>
  sitesOf(customerId)
    .flatMap((site) => site.inspections)
    .find((inspection) => inspection.signatures.length > 0) as Inspection;
export const itemName = () => ownSite().inventory_items[0]?.name ?? '';
export const placeIn = (site: Site) => ({
  site_id: site.id,
  sublocation_id: site.sublocations[0]?.id ?? 0,
  subarea_id: site.sublocations[0]?.subareas[0]?.id ?? 0,
});

/** A line moving units out of an allocation of one site into another (of customer 1). */
export function moveLine(quantity = 1) {
  const sites = sitesOf(MOCK_CUSTOMERS.demo.id);
  const source = sites.find((site) => site.inventory_items.some((i) => i.allocations.length > 0));
  const item = source?.inventory_items.find((i) => i.allocations.length > 0);
  const target = sites.find((site) => site.id !== source?.id && site.sublocations.length > 0);
  if (!item || !target) throw new Error('fixture: a site with allocated stock and another site');
  const from = item.allocations[0];
  return {
    item_id: item.id,
    from_subarea_id: from?.subarea_id,
    destination: placeIn(target),
    quantity: quantity === Number.POSITIVE_INFINITY ? (from?.quantity ?? 0) + 1 : quantity,
  };
}

/** A seeded scaffold of a customer, by tag number. */
export const scaffoldOf = (customerId: number, tag: string) => {
  const found = seededState().scaffolds.find(
    (scaffold) => scaffold.customer_id === customerId && scaffold.tag_number === tag,
  );
  if (!found) throw new Error(`fixture: no scaffold ${tag} of customer ${customerId}`);
  return found;
};
export const own = (tag: string) => ({ scaffold_id: scaffoldOf(MOCK_CUSTOMERS.demo.id, tag).id });
export const foreign = (tag: string) => ({
  scaffold_id: scaffoldOf(MOCK_CUSTOMERS.other.id, tag).id,
});
export const ownHandover = () => ({
  handover_id: scaffoldOf(MOCK_CUSTOMERS.demo.id, 'T-0002').handover_id ?? 0,
});
/** The live code of a seeded tag (T-0003 of customer 1 was reprinted once). */
export const liveCodeOf = (customerId: number, tag: string) =>
  seededTagCode(customerId, tag, tag === 'T-0003' && customerId === MOCK_CUSTOMERS.demo.id ? 1 : 0);
export const linkId = (token: string) =>
  seededState().signingLinks.find((link) => link.token === token)?.id ?? 0;
export { seededSigningToken, seededTagCode };

/** A complete, valid New Inspection form: every item passes unless `fail` names one. */
export function savedInspectionBody(siteId: number, fail?: { category: string; item: string }) {
  const categories = Object.fromEntries(
    CHECKLIST_CATEGORIES.map((category) => [
      category,
      Object.fromEntries(
        CHECKLIST_ITEMS[category].map((item) => [
          item,
          fail?.category === category && fail.item === item
            ? { status: 'fail', notes: 'Missing at lift 2' }
            : { status: 'pass', notes: '' },
        ]),
      ),
    ]),
  );
  return {
    site_id: siteId,
    notes: 'Weekly inspection.',
    weather_conditions: 'cloudy',
    temperature: 9,
    humidity: 80,
    wind_speed: 20,
    scaffold_type: 'Cuplock',
    scaffold_height: 12,
    load_rating: 'General purpose (2.0 kN/m²)',
    tie_pattern: 'Box ties at every other lift',
    categories,
    photos: { 'platforms.boards_condition': 'data:image/png;base64,iVBORw0KGgo=' },
    signatures: {
      inspector: 'data:image/png;base64,AAAA',
      supervisor: '',
      client: 'data:image/png;base64,BBBB',
    },
  };
}

// What marks a row as a customer's: the ids and names in its part of the seeded state (its tree,
// scaffolds, handovers, signing links, movements, users), less any the other customer's part or
// the tables every customer shares (the component systems) also has.

interface Marks {
  ids: Set<number>;
  names: Set<string>;
}

const ID_KEY = /(^|_)id$/;
const NAME_KEYS = new Set(['name', 'email', 'first_name', 'last_name', 'address', 'location']);

function collect(value: unknown, marks: Marks): Marks {
  if (Array.isArray(value)) {
    for (const entry of value) collect(entry, marks);
  } else if (value && typeof value === 'object') {
    for (const [key, field] of Object.entries(value)) {
      if (typeof field === 'number' && ID_KEY.test(key)) marks.ids.add(field);
      else if (typeof field === 'string' && NAME_KEYS.has(key) && field.length > 3) {
        marks.names.add(field);
      } else collect(field, marks);
    }
  }
  return marks;
}

function marksOf(customerId: number): Marks {
  const state = seededState();
  const ofCustomer = <T extends { customer_id: number }>(rows: readonly T[]) =>
    rows.filter((row) => row.customer_id === customerId);
  const { id: _id, ...tree } = state.customers.find((c) => c.id === customerId) ?? { id: 0 };
  return collect(
    [
      tree,
      ofCustomer(state.scaffolds),
      ofCustomer(state.handovers),
      ofCustomer(state.signingLinks),
      ofCustomer(state.movements),
      ofCustomer(state.users),
    ],
    { ids: new Set(), names: new Set() },
  );
}

const foreignMarks = new Map<number, Marks>();

/** What only the other customer's rows carry, for a caller of `customerId`. */
function foreignTo(customerId: number): Marks {
  let marks = foreignMarks.get(customerId);
  if (!marks) {
    const otherId =
      customerId === MOCK_CUSTOMERS.demo.id ? MOCK_CUSTOMERS.other.id : MOCK_CUSTOMERS.demo.id;
    const own = collect(seededState().componentSystems, marksOf(customerId));
    const other = marksOf(otherId);
    marks = {
      ids: new Set([...other.ids].filter((id) => !own.ids.has(id))),
      names: new Set([...other.names].filter((name) => !own.names.has(name))),
    };
    foreignMarks.set(customerId, marks);
  }
  return marks;
}

/**
 * The traces of another customer's rows in an answer to a caller of `customerId`: an id that
 * only the other customer's records have (under a key `id` or `…_id`), one of its names or
 * emails, or its customer id. Empty for an answer that holds nothing of theirs.
 */
export function foreignRowsIn(answer: unknown, customerId: number): string[] {
  const marks = foreignTo(customerId);
  const otherCustomer =
    customerId === MOCK_CUSTOMERS.demo.id ? MOCK_CUSTOMERS.other.id : MOCK_CUSTOMERS.demo.id;
  const found: string[] = [];
  const walk = (value: unknown, at: string) => {
    if (Array.isArray(value)) {
      for (const [index, entry] of value.entries()) walk(entry, `${at}[${index}]`);
    } else if (value && typeof value === 'object') {
      for (const [key, field] of Object.entries(value)) {
        const place = `${at}.${key}`;
        if (typeof field === 'number' && ID_KEY.test(key)) {
          if (key === 'customer_id' ? field === otherCustomer : marks.ids.has(field)) {
            found.push(`${place} = ${field}`);
          }
        } else if (typeof field === 'string' && marks.names.has(field)) {
          found.push(`${place} = ${JSON.stringify(field)}`);
        } else walk(field, place);
      }
    }
  };
  walk(answer, '$');
  return found;
}
