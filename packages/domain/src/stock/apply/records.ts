// The movement records a move leaves, for the log (GET stock movements).
import type { CustomerNode, Id, MoveLine, MovementPlace, Site, StockMovement } from '../../schemas';
import { itemDisplayName } from '../../sites/site-details';
import { allSites } from '../../sites/tree';

export interface MovementActor {
  id: Id;
  name: string;
}

function placeIn(site: Site, subareaId: Id | null | undefined): MovementPlace {
  if (subareaId != null) {
    for (const sublocation of site.sublocations) {
      const subarea = sublocation.subareas.find((candidate) => candidate.id === subareaId);
      if (subarea) {
        return {
          site_id: site.id,
          site_name: site.name,
          sublocation: sublocation.name,
          subarea: subarea.name,
        };
      }
    }
  }
  return { site_id: site.id, site_name: site.name, sublocation: null, subarea: null };
}

/**
 * The records of a move, one per line, read from the tree as it was before the move (the move
 * itself is checked and applied by applyMove in ./move; call this only when it succeeded).
 */
export function movementsForMove(
  before: readonly CustomerNode[],
  lines: readonly MoveLine[],
  options: { now: Date; by: MovementActor; nextId: () => Id },
): StockMovement[] {
  const sites = allSites(before);
  const siteById = new Map(sites.map((site) => [site.id, site]));
  return lines.flatMap((line) => {
    const source = sites.find((site) => site.inventory_items.some((i) => i.id === line.item_id));
    const item = source?.inventory_items.find((candidate) => candidate.id === line.item_id);
    const destination = siteById.get(line.destination.site_id);
    if (!source || !item || !destination) return [];
    return [
      {
        id: options.nextId(),
        moved_at: options.now.toISOString(),
        moved_by: options.by,
        item: { name: itemDisplayName(item), category: item.item?.category ?? null },
        quantity: line.quantity,
        from: placeIn(source, line.from_subarea_id),
        to: placeIn(destination, line.destination.subarea_id),
        note: null,
      },
    ];
  });
}
