// Two tabs of the demo in one browser: each runs its own copy of the mock backend over one saved
// database (localStorage). A change made in one tab is seen by the other and never overwritten
// by it (storage event, Web Locks: mocks/src/demo.ts).
import { pathTo } from '@scaffold/domain';
import { DEMO_STORAGE_KEY, oneUnitMove } from '@scaffold/mocks';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AUTH_STATE_KEY } from '../apps/portal/src/session/session-atoms';
import { signIn, usePortal } from './browser';

/** A call through the tab's own mock backend (its service worker), with the tab's session. */
async function api(page: Page, path: string, body?: unknown) {
  return page.evaluate(
    async ({ path, body, key }) => {
      const { access } = JSON.parse(sessionStorage.getItem(key) ?? '{}');
      const response = await fetch(path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { Authorization: `Bearer ${access}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: await response.json() };
    },
    { path, body, key: AUTH_STATE_KEY },
  );
}

interface Tree {
  customers: {
    clients: {
      sites: {
        id: number;
        sublocations: { id: number; subareas: { id: number }[] }[];
        inventory_items: { id: number; quantity: number; allocations: { subarea_id: number }[] }[];
      }[];
    }[];
  }[];
}

const sitesOf = (tree: Tree) => tree.customers.flatMap((c) => c.clients.flatMap((c) => c.sites));

describe('two demo tabs', () => {
  const portal = usePortal();

  it("each sees the other's changes, and neither overwrites them", async () => {
    const first = portal.page();
    await signIn(first);
    const second = await portal.context().newPage();
    await signIn(second);

    // The second tab moves one unit from site 1 to site 2.
    const before = (await api(second, pathTo('customerData'))).json as Tree;
    const { item, line } = oneUnitMove(sitesOf(before));
    expect((await api(second, pathTo('moveItems'), [line])).status).toBe(200);

    // The first tab signed in before that, with its own copy: it answers with the move (as soon
    // as the browser has passed the second tab's write across, a matter of milliseconds)...
    const quantityIn = (tree: Tree) =>
      sitesOf(tree)
        .flatMap((site) => site.inventory_items)
        .find((candidate) => candidate.id === item.id)?.quantity;
    const seenBy = async (page: Page) =>
      quantityIn((await api(page, pathTo('customerData'))).json as Tree);
    await expect.poll(() => seenBy(first)).toBe(item.quantity - 1);

    // ...and its own next write keeps it: both moves are saved, and the second tab sees both.
    expect((await api(first, pathTo('moveItems'), [line])).status).toBe(200);
    const saved = await first.evaluate((key) => localStorage.getItem(key), DEMO_STORAGE_KEY);
    expect(quantityIn(JSON.parse(saved ?? '{}') as Tree)).toBe(item.quantity - 2);
    await expect.poll(() => seenBy(second)).toBe(item.quantity - 2);
  });
});
