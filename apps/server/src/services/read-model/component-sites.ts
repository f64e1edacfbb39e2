// Which sites a component search needs whole. componentSearchAnswer (domain) walks every site's
// allocation tree, which the slim view does not hold; its answer depends only on the places of
// the item names that match, in the tree's order: names in the order each first appears, each
// name's places in tree order, at most limit + 1 in all. So the answer over the whole tree is its
// answer over a smaller tree holding, in tree order, for each matching name that can contribute,
// that name's first limit + 1 sites with a place. Those sites are read whole (site-trees.ts) and
// the domain builder runs on them; slim.test.ts checks the answers are the whole tree's.
import { availableQuantity, type CustomerReads, itemDisplayName } from '@scaffold/domain';

interface NameSites {
  key: string;
  /** Indexes in view.sites of the sites holding a place of this name, ascending. */
  sites: number[];
}

/**
 * Each lower-cased item name (the component index's key) with the sites holding a place of it: an
 * allocation of more than 0 (then their sum is more than 0) or units not allocated.
 */
function namesOf(view: CustomerReads): readonly NameSites[] {
  return view.memo('server:component-names', () => {
    const names = new Map<string, NameSites>();
    view.sites.forEach((site, index) => {
      for (const item of site.inventory_items) {
        let allocated = 0;
        for (const allocation of item.allocations) allocated += allocation.quantity;
        if (!(allocated > 0) && availableQuantity(item) <= 0) continue;
        const key = itemDisplayName(item).toLowerCase();
        let entry = names.get(key);
        if (!entry) {
          entry = { key, sites: [] };
          names.set(key, entry);
        }
        if (entry.sites.at(-1) !== index) entry.sites.push(index);
      }
    });
    return [...names.values()];
  });
}

/** The indexes in view.sites, ascending, of the sites a search for `query` must read whole. */
export function componentSearchSites(view: CustomerReads, query: string, limit: number): number[] {
  const needle = query.trim().toLowerCase();
  if (!needle || limit <= 0) return [];
  const wanted = limit + 1;
  const matching = namesOf(view)
    .filter((name) => name.key.includes(needle))
    .sort((a, b) => (a.sites[0] ?? 0) - (b.sites[0] ?? 0));
  const chosen = new Set<number>();
  // Each site taken holds at least one place of its name: a floor on the places found so far.
  let placesAtLeast = 0;
  for (let index = 0; index < matching.length && placesAtLeast < wanted; ) {
    // Names first seen on the same site come in the order of that site's allocation tree, which
    // the slim view does not know: all of them are taken.
    const first = matching[index]?.sites[0];
    while (index < matching.length && matching[index]?.sites[0] === first) {
      const name = matching[index] as NameSites;
      const taken = name.sites.slice(0, wanted);
      for (const site of taken) chosen.add(site);
      placesAtLeast += taken.length;
      index += 1;
    }
  }
  return [...chosen].sort((a, b) => a - b);
}
