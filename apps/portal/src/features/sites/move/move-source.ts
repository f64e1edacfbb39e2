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
