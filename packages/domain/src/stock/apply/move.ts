// The mock server's write of a moveItems call. The rules a client also uses (whole quantities,
// what is available) come from the domain; this is the bookkeeping of the mock's database.
import type { CustomerNode, Id, MoveLine } from '../../schemas';
import { defaultIds, type NewId, workingCopy } from './move-tree';
import { putIntoDestination } from './put';
import { rebuildTree } from './rebuild';
import { takeFromSource } from './take';
import { type Refusal, refuse, validateLine } from './validate';

export type MoveOutcome = { ok: true; customers: CustomerNode[] } | Refusal;

export interface ApplyMoveOptions {
  /** The customer asking: a line touching another customer's stock or sites is refused (403). */
  actingCustomerId?: Id;
  /** Stamped as `last_updated` on the items that change. */
  now?: Date;
  /** Ids for new records; by default one above the highest of that kind in the tree. */
  nextId?: NewId;
}

/**
 * Applies the lines of a moveItems call to the customer tree: all of them or none.
 *
 * A line takes `quantity` units of the site item `item_id` from the allocation in
 * `from_subarea_id` (or, without it, from the item's unallocated units) and puts them in the
 * destination subarea, on the destination site's record of the same catalogue item (created if
 * the site has none). Each line is validated against the stock the earlier lines left, then
 * taken and put; the changed sites are rebuilt into the tree at the end. Refused, with nothing
 * changed: see validateLine. The input is never modified; unchanged parts of the tree are
 * shared with the result.
 */
export function applyMove(
  customers: readonly CustomerNode[],
  lines: readonly MoveLine[],
  options: ApplyMoveOptions = {},
): MoveOutcome {
  if (lines.length === 0) return refuse(400, 'No lines to move');
  const tree = workingCopy(customers);
  let nextId = options.nextId;
  const newId: NewId = (kind) => {
    nextId ??= defaultIds(customers);
    return nextId(kind);
  };
  const stamp = options.now?.toISOString();

  for (const [index, line] of lines.entries()) {
    const checked = validateLine(line, index, tree, options.actingCustomerId);
    if (!checked.ok) return checked;
    takeFromSource(checked, stamp);
    putIntoDestination(checked, stamp, newId);
  }
  return { ok: true, customers: rebuildTree(tree) };
}
