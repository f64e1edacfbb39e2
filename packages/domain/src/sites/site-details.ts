import type { Tone } from '../inspections';
import type { InventoryItem, Site } from '../schemas';

/** PRODUCT.md "Site statuses": active green, pending yellow, completed and any other code grey. */
export function siteStatusTone(code: string): Tone {
  if (code === 'active') return 'success';
  if (code === 'pending') return 'warning';
  return 'neutral';
}

const nonBlank = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** The name of a site's stock item: its own name, else the catalogue name, else 'Unnamed item'. */
export function itemDisplayName(item: Pick<InventoryItem, 'name' | 'item'>): string {
  return nonBlank(item.name) ?? nonBlank(item.item?.name) ?? 'Unnamed item';
}

/** 'First Last', or null when no manager is assigned (the screen says 'Manager not assigned yet'). */
export function managerName(site: Pick<Site, 'manager'>): string | null {
  const manager = site.manager;
  if (!manager) return null;
  return nonBlank(`${manager.first_name ?? ''} ${manager.last_name ?? ''}`.replace(/\s+/g, ' '));
}

/** The site's location, else 'City, State', else null (the screen says 'No data found'). */
export function siteLocation(site: Pick<Site, 'location' | 'city' | 'state'>): string | null {
  const location = nonBlank(site.location);
  if (location) return location;
  const parts = [nonBlank(site.city), nonBlank(site.state)].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(', ') : null;
}
