// Test-only helpers (stories and e2e; never imported by the app): a move picked from the seeded
// mock data, so the flows follow the data instead of hard-coding names and quantities.
import { type AllocationRow, allocationRows, type CustomerNode, type Site } from '@scaffold/domain';
import { escapeRegExp } from '../../testing/name-matchers';
import { moveButtonLabel } from './move/move-source';

export { startsWith } from '../../testing/name-matchers';

/** A 'Move to' button of `itemName` in `from`, whatever its quantity. */
export const anyMoveButtonName = (itemName: string, from: string) =>
  new RegExp(`^Move to… ${escapeRegExp(itemName)}, ([\\d,]+) in ${escapeRegExp(from)}$`);

export interface MoveFixture {
  clientId: number;
  clientName: string;
  site: Site;
  row: AllocationRow;
  /** how the 'Move to' button of the row is named, for a given quantity */
  moveButtonName: (quantity: number) => string;
  destination: { clientName: string; site: string; sublocation: string; subarea: string };
}

/**
 * An active site with an allocation of at least 5 units, and a destination on a site of another
 * client whose name is unique (the destination select shows it as is).
 */
export function findMoveFixture(customer: CustomerNode): MoveFixture {
  const sites = customer.clients.flatMap((client) =>
    client.sites.map((site) => ({ client, site })),
  );
  const nameCount = new Map<string, number>();
  for (const { site } of sites) nameCount.set(site.name, (nameCount.get(site.name) ?? 0) + 1);
  for (const { client, site } of sites) {
    if (site.status.code !== 'active') continue;
    const row = allocationRows(site).find((candidate) => candidate.quantity >= 5);
    if (!row) continue;
    const target = sites.find(
      ({ client: other, site: candidate }) =>
        other.id !== client.id &&
        nameCount.get(candidate.name) === 1 &&
        (candidate.sublocations[0]?.subareas.length ?? 0) > 0,
    );
    const sublocation = target?.site.sublocations[0];
    const subarea = sublocation?.subareas[0];
    if (!target || !sublocation || !subarea) continue;
    const from = `${row.sublocationName} › ${row.subareaName}`;
    return {
      clientId: client.id,
      clientName: client.name,
      site,
      row,
      moveButtonName: (quantity) => moveButtonLabel(row.itemName, quantity, from),
      destination: {
        clientName: target.client.name,
        site: target.site.name,
        sublocation: sublocation.name,
        subarea: subarea.name,
      },
    };
  }
  throw new Error('No active site with an allocation to move in this data.');
}
