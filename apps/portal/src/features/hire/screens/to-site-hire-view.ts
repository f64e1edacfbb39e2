import type { HireNoteResponse, Scaffold, SiteHireResponse } from '@scaffold/domain';
import type { NoteDocketViewProps } from '../docket/NoteDocketView';
import type { ItemUnits, SiteHireView } from '../site/site-hire-view';

/** Units per item, added up (two off-hires of one item wait for one collection). */
function byItem(lines: readonly { item_id: number; item_name: string; quantity: number }[]) {
  const units = new Map<number, ItemUnits>();
  for (const line of lines) {
    const before = units.get(line.item_id)?.quantity ?? 0;
    units.set(line.item_id, {
      item_id: line.item_id,
      name: line.item_name,
      quantity: before + line.quantity,
    });
  }
  return [...units.values()];
}

/** The site hire page's view of the siteHire answer and the site's scaffolds. */
export function toSiteHireView(
  answer: SiteHireResponse,
  scaffolds: readonly Scaffold[],
): SiteHireView {
  return {
    site: answer.site,
    notes: answer.notes,
    offHires: answer.off_hires,
    onHire: byItem(answer.on_hire),
    offHiredNotCollected: byItem(answer.awaiting_collection),
    scaffoldsOnHire: scaffolds.map((scaffold) => ({
      id: scaffold.id,
      label: `Tag ${scaffold.tag_number}`,
    })),
  };
}

/** The docket's props from the hireNote answer, and the site it belongs to. */
export function toDocketProps(answer: HireNoteResponse): {
  siteId: number;
  view: NoteDocketViewProps;
} {
  const { note } = answer;
  const sites = new Map(answer.sites.map((site) => [site.id, site.name]));
  const items = new Map(answer.items.map((item) => [item.id, item.name]));
  return {
    siteId: note.kind === 'delivery' ? note.to_site_id : note.from_site_id,
    view: {
      note,
      siteName: (id) => sites.get(id) ?? `Site ${id}`,
      itemName: (id) => items.get(id) ?? `Item ${id}`,
      numberOf: (id) => (id === note.id ? note.number : null),
    },
  };
}
