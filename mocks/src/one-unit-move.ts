/** What a move needs to know of a site: the mock's own records or an API answer's. */
interface MovableSite {
  id: number;
  sublocations: readonly { id: number; subareas: readonly { id: number }[] }[];
  inventory_items: readonly {
    id: number;
    quantity: number;
    allocations: readonly { subarea_id: number }[];
  }[];
}

/**
 * For tests: one unit of site 1's first allocated item into site 2's first subarea, a move the
 * sample always allows. Returns the move_items line and the item as it was.
 */
export function oneUnitMove<Item extends MovableSite['inventory_items'][number]>(
  sites: readonly (MovableSite & { inventory_items: readonly Item[] })[],
) {
  const item = sites
    .find((site) => site.id === 1)
    ?.inventory_items.find((candidate) => candidate.allocations.length > 0);
  const target = sites.find((site) => site.id === 2);
  if (!item || !target) throw new Error('fixture: site 1 holds allocated stock');
  const line = {
    item_id: item.id,
    from_subarea_id: item.allocations[0]?.subarea_id,
    destination: {
      site_id: target.id,
      sublocation_id: target.sublocations[0]?.id,
      subarea_id: target.sublocations[0]?.subareas[0]?.id,
    },
    quantity: 1,
  };
  return { item, line };
}
