import {
  allSites,
  availableQuantity,
  type CustomerNode,
  FROM_YARD,
  type Site,
  type UnitsByItem,
} from '@scaffold/domain';
import type { SiteChoice } from './DeliveryNoteForm';
import type { ItemChoice } from './NoteLinesField';

/** What the note forms choose from: the customer's sites and the catalogue items they stock. */
export interface NoteChoices {
  sites: SiteChoice[];
  items: ItemChoice[];
  /** Units available at a source; null for the yard, whose stock the portal does not read. */
  availableAt: (from: string) => UnitsByItem | null;
  /** Units a site holds, by catalogue item. */
  heldAt: (siteId: number) => UnitsByItem;
}

const catalogueId = (stock: Site['inventory_items'][number]) => stock.item?.id ?? stock.id;

function units(site: Site | undefined, count: (stock: Site['inventory_items'][number]) => number) {
  const map = new Map<number, number>();
  for (const stock of site?.inventory_items ?? []) {
    const id = catalogueId(stock);
    map.set(id, (map.get(id) ?? 0) + count(stock));
  }
  return map;
}

/** The choices from the customer tree: sites by name, items by name, each item once. */
export function noteChoices(customers: readonly CustomerNode[]): NoteChoices {
  const sites = allSites(customers);
  const byId = new Map(sites.map((site) => [site.id, site]));
  const items = new Map<number, string>();
  for (const site of sites) {
    for (const stock of site.inventory_items) {
      items.set(catalogueId(stock), stock.item?.name ?? stock.name ?? `Item ${catalogueId(stock)}`);
    }
  }
  return {
    sites: sites
      .map((site) => ({ id: site.id, name: site.name, start_date: site.start_date }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    items: [...items]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    availableAt: (from) =>
      from === FROM_YARD
        ? null
        : units(byId.get(Number(from)), (stock) => availableQuantity(stock)),
    heldAt: (siteId) => units(byId.get(siteId), (stock) => stock.quantity),
  };
}
