// The real build through Debian's nginx in front of two server instances on one PostgreSQL, as a
// firm that outgrew one process deploys it (apps/server/src/testing/cluster/): each instance
// serves the portal and the API, and nginx sends a page's requests to either. The main journey
// (sign-in, the Dashboard, a save with a photo, a stock move, logout) with its calls answered by
// both instances; then an inspection saved offline, one instance killed with `kill -9` while the
// device is away, and the inspection sent once back online, stored once.
import { MOCK_CUSTOMERS, MOCK_NOW, seedDatabase } from '@scaffold/mocks/seed';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../apps/portal/src/config/paths';
import { findMoveFixture } from '../apps/portal/src/features/sites/move-fixture';
import { OUTBOX_COPY } from '../apps/portal/src/offline/outbox/outbox-copy';
import {
  type ScaleOut,
  scaleOutUnavailable,
  startScaleOut,
} from '../apps/server/src/testing/cluster/cluster';
import { storedWithNotes } from '../apps/server/src/testing/stored-notes';
import { signIn, usePortal } from './browser';
import { fillRequired, openNewInspection, waitForQueuedNotice } from './inspection-form';
import { JOURNEY_SITE, mainJourney, siteHistory, watchPage } from './real-build-journey';
import { portalDist } from './server-process';

const unavailable = scaleOutUnavailable();
const OFFLINE_NOTES = 'Saved with no signal while an instance went down.';

/** Which instance answered each of the page's API calls (nginx's X-Upstream header). */
function upstreamsOf(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    const upstream = response.headers()['x-upstream'];
    if (upstream) seen.add(upstream);
  });
  return seen;
}

describe.skipIf(unavailable !== null)(
  `The real build through nginx, two instances on one PostgreSQL${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    const portal = usePortal();
    let cluster: ScaleOut;
    const url = (pathname = '/') => `${cluster.url}${pathname}`;

    beforeAll(async () => {
      // The sample around the instant the mock's is, so the screens show the same figures.
      cluster = await startScaleOut({
        instances: 2,
        poolSize: 5,
        portalDir: portalDist,
        referenceDate: new Date(MOCK_NOW),
      });
    }, 180_000);
    afterAll(async () => {
      await cluster?.stop();
    }, 60_000);

    /** The stored inspections of the journey's site whose notes are `notes`. */
    it('signs in, draws the dashboard, saves an inspection, moves stock and logs out, answered by both instances', async () => {
      const upstreams = upstreamsOf(portal.page());
      const customer = seedDatabase().customers.find((c) => c.id === MOCK_CUSTOMERS.demo.id);
      if (!customer) throw new Error('No demo customer');
      await mainJourney(portal, url, findMoveFixture(customer));
      // Round robin: a session's token, its idempotency key and its media work on either.
      expect(upstreams.size).toBe(2);
    }, 120_000);

    it('an inspection saved offline goes once when the device is back, though an instance was killed while it was away', async () => {
      const page = portal.page();
      const watched = await watchPage(portal);
      await signIn(page, undefined, url);
      await page.goto(url(paths.inspections));
      await siteHistory(page);

      await portal.context().setOffline(true);
      const dialog = await openNewInspection(page, JOURNEY_SITE);
      await fillRequired(dialog);
      await dialog.getByRole('textbox', { name: 'Notes', exact: true }).fill(OFFLINE_NOTES);
      await dialog.getByRole('button', { name: 'Save inspection' }).click();
      await waitForQueuedNotice(page);
      const history = await siteHistory(page);
      await history.getByText(OUTBOX_COPY.waiting).waitFor();

      const [first] = cluster.instances;
      if (!first) throw new Error('No instance');
      await first.stop('SIGKILL');
      try {
        await portal.context().setOffline(false);
        await page.getByText(OUTBOX_COPY.sent([JOURNEY_SITE])).waitFor();
        await history.getByRole('button').filter({ hasText: OFFLINE_NOTES }).waitFor();
        expect(await storedWithNotes(cluster.query, OFFLINE_NOTES)).toBe(1);
      } finally {
        await first.start();
      }
      expect(watched.errors).toEqual([]);
      expect(watched.refused).toEqual([]);
    }, 120_000);
  },
);
