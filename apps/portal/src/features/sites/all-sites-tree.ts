import type { Id } from '@scaffold/domain';
import type { TreeNode } from '@scaffold/ui';
import type { ClientGroup } from './client-groups';

export interface AllSitesTree {
  /** clients → sites → sublocations → subareas */
  nodes: TreeNode[];
  /** the branch ids from a site's client down to the site, to open the tree where it sits */
  pathToSite: ReadonlyMap<Id, readonly string[]>;
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** The All Sites tree, built once per data load and shared by every expanded site. */
export function buildAllSitesTree(groups: readonly ClientGroup[]): AllSitesTree {
  const pathToSite = new Map<Id, string[]>();
  const nodes = groups.map(({ client, sites }): TreeNode => {
    const clientId = `client-${client.id}`;
    return {
      id: clientId,
      label: client.name,
      description: count(sites.length, 'site'),
      children: sites.map((site): TreeNode => {
        const siteId = `site-${site.id}`;
        pathToSite.set(site.id, [clientId, siteId]);
        return {
          id: siteId,
          label: site.name,
          description: site.status.name,
          children: site.sublocations.map((sublocation) => ({
            id: `sublocation-${sublocation.id}`,
            label: sublocation.name,
            description: count(sublocation.subareas.length, 'subarea'),
            children: sublocation.subareas.map((subarea) => ({
              id: `subarea-${subarea.id}`,
              label: subarea.name,
            })),
          })),
        };
      }),
    };
  });
  return { nodes, pathToSite };
}
