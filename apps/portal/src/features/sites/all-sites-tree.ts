import type { Id, Page, SiteDetail, SiteRow } from '@scaffold/domain';
import type { TreeChildren, TreeNode } from '@scaffold/ui';
import { nextPageOf } from '../../data/reads/paging';

// The All Sites tree read level by level: clients a page at a time (the panel's),
// a client's sites when its branch opens (siteList, a page at a time), a site's sublocations and
// subareas when its branch opens (siteDetails). Nothing reads every site at once.

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** What the tree reads, each from the query cache (so an open site's details are not read again). */
export interface AllSitesReads {
  clientSites: (clientId: Id, page: number) => Promise<Page<SiteRow>>;
  siteDetails: (siteId: Id) => Promise<SiteDetail>;
}

/** A client as the tree lists it: its site count when the row says it. */
export interface TreeClient {
  id: Id;
  name: string;
  site_count?: number;
}

export const clientNodeId = (clientId: Id) => `client-${clientId}`;
export const siteNodeId = (siteId: Id) => `site-${siteId}`;

/** A site's sublocations → subareas, from its details. */
export function sublocationNodes(site: Pick<SiteDetail, 'sublocations'>): TreeNode[] {
  return site.sublocations.map((sublocation) => ({
    id: `sublocation-${sublocation.id}`,
    label: sublocation.name,
    description: count(sublocation.subareas.length, 'subarea'),
    children: sublocation.subareas.map((subarea) => ({
      id: `subarea-${subarea.id}`,
      label: subarea.name,
    })),
  }));
}

function siteNode(row: SiteRow, reads: AllSitesReads): TreeNode {
  return {
    id: siteNodeId(row.id),
    label: row.name,
    description: row.status.name,
    loadingLabel: 'Loading sublocations...',
    loadChildren: async () => ({
      nodes: sublocationNodes(await reads.siteDetails(row.id)),
      emptyLabel: 'No sublocations yet.',
    }),
  };
}

/**
 * A paged level's children: each page's rows after those shown (a row shown already, like a
 * pinned one, is not shown twice), `pinned` first on the first page when it is not on it.
 */
export function pagedChildren<Row extends { id: Id }>(
  readPage: (page: number) => Promise<Page<Row>>,
  toNode: (row: Row) => TreeNode,
  words: { more: string; empty: string },
  pinned?: Row,
): () => Promise<TreeChildren> {
  const shown = new Set<Id>();
  const pageAt = async (page: number): Promise<TreeChildren> => {
    const answer = await readPage(page);
    let rows = answer.results.filter((row) => !shown.has(row.id));
    if (page === 1 && pinned && !rows.some((row) => row.id === pinned.id)) {
      rows = [pinned, ...rows];
    }
    for (const row of rows) shown.add(row.id);
    const next = nextPageOf(answer);
    return {
      nodes: rows.map(toNode),
      emptyLabel: words.empty,
      ...(next !== undefined && { more: { label: words.more, load: () => pageAt(next) } }),
    };
  };
  return () => {
    shown.clear();
    return pageAt(1);
  };
}

/**
 * The tree's client nodes: the clients read so far, with the current site's client first when
 * it is not among them, and the current site among its client's sites (so the tree opens where
 * the site sits whatever the pages). A client without sites is a leaf.
 */
export function clientNodes(
  clients: readonly TreeClient[],
  current: SiteDetail | undefined,
  reads: AllSitesReads,
): TreeNode[] {
  const listed =
    current && !clients.some((client) => client.id === current.client.id)
      ? [{ id: current.client.id, name: current.client.name }, ...clients]
      : clients;
  return listed.map((client): TreeNode => {
    const node: TreeNode = {
      id: clientNodeId(client.id),
      label: client.name,
      ...(client.site_count !== undefined && {
        description: count(client.site_count, 'site'),
      }),
    };
    if (client.site_count === 0) return node;
    const pinned = current?.client.id === client.id ? current : undefined;
    return {
      ...node,
      loadingLabel: 'Loading sites...',
      loadChildren: pagedChildren(
        (page) => reads.clientSites(client.id, page),
        (row) => siteNode(row, reads),
        { more: 'Show more sites', empty: 'No sites yet.' },
        pinned,
      ),
    };
  });
}
