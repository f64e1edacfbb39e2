import { formatUnits, type Id } from '@scaffold/domain';

/** The stock a 'Move to' button moves: one allocation, or a site's unallocated units of an item. */
export interface MoveSource {
  siteId: Id;
  siteName: string;
  /** the site inventory item (move line item_id) */
  itemId: Id;
  itemName: string;
  /** the subarea the units leave; null for unallocated stock */
  fromSubareaId: Id | null;
  /** 'North Elevation › Lift 1', or 'not yet allocated' */
  fromPlace: string;
  /** the most that can move: the allocation's units, or the unallocated units */
  available: number;
}

/** A 'Move to' button's accessible name: the visible label, then what and from where. */
export const moveButtonLabel = (itemName: string, quantity: number, from: string) =>
  `Move to… ${itemName}, ${formatUnits(quantity)} in ${from}`;

/** Why 'Move to' is unavailable offline: a move needs the live allocation (ours). */
export const MOVE_NEEDS_CONNECTION =
  'Moving stock needs a connection: each move is checked against the live stock allocation. You are offline, so Move to is unavailable until the connection returns.';
