import { byName } from '../reads/view';
import type { Id } from '../schemas/common';
import type { ScaffoldLife, TagStatus } from '../schemas/scaffold';
import { DASHBOARD_ROWS, type ScaffoldTagCounts, type SiteTagCounts } from '../schemas/summaries';

/** What the Dashboard's count reads of a scaffold. */
export interface CountedScaffold {
  site_id: Id;
  life: ScaffoldLife;
  status: TagStatus;
}

/** The most red first, then the most amber, then by name and id (a stable order). */
const worstFirst = (a: SiteTagCounts, b: SiteTagCounts) =>
  b.red - a.red || b.amber - a.amber || byName(a.site_name, b.site_name) || a.site_id - b.site_id;

/**
 * The Dashboard's tags by colour: every standing scaffold counted once, by its status. A struck
 * scaffold's tag is down (its red says 'struck', not 'unsafe'), so it is not counted; nor is a
 * scaffold whose site `siteName` does not know. The first `rows` sites, worst first, are named.
 */
export function scaffoldTagCounts(
  scaffolds: Iterable<CountedScaffold>,
  siteName: (siteId: Id) => string | undefined,
  rows = DASHBOARD_ROWS,
): ScaffoldTagCounts {
  const totals = { green: 0, amber: 0, red: 0 };
  const sites = new Map<Id, SiteTagCounts>();
  for (const scaffold of scaffolds) {
    if (scaffold.life === 'struck') continue;
    let site = sites.get(scaffold.site_id);
    if (!site) {
      const name = siteName(scaffold.site_id);
      if (name === undefined) continue;
      site = { site_id: scaffold.site_id, site_name: name, green: 0, amber: 0, red: 0 };
      sites.set(scaffold.site_id, site);
    }
    site[scaffold.status.colour] += 1;
    totals[scaffold.status.colour] += 1;
  }
  return {
    ...totals,
    site_count: sites.size,
    sites: [...sites.values()].sort(worstFirst).slice(0, Math.max(0, rows)),
  };
}
