// The real build (`npm run build`) served by the server itself, as a firm deploys it: one process
// (`node --import tsx apps/server/src/main.ts`) serving the portal and the API on one origin from
// PGlite, seeded as the mock is. The journey the real build makes against the mock (real-build.e2e.ts),
// then what a firm counts on: an inspection saved, the server stopped (cleanly, then with
// `kill -9`) and started again, and the inspection still there with its photo.
import { MOCK_CUSTOMERS, seedDatabase } from '@scaffold/mocks/seed';
import { describe, expect, it } from 'vitest';
import { paths } from '../apps/portal/src/config/paths';
import { findMoveFixture } from '../apps/portal/src/features/sites/move-fixture';
import { signIn, usePortal } from './browser';
import {
  JOURNEY_NOTES,
  mainJourney,
  saveJourneyInspection,
  siteHistory,
  watchPage,
} from './real-build-journey';
import { useServerProcess } from './server-process';

describe('The real build served by the server (PGlite)', () => {
  const portal = usePortal();
  const server = useServerProcess();

  it('signs in, draws the dashboard, saves an inspection, moves stock and logs out', async () => {
    const customer = seedDatabase().customers.find((c) => c.id === MOCK_CUSTOMERS.demo.id);
    if (!customer) throw new Error('No demo customer');
    await mainJourney(portal, server.url, findMoveFixture(customer));
  });

  it('finds a saved inspection after a restart and after kill -9', async () => {
    const page = portal.page();
    const watched = await watchPage(portal);
    await signIn(page, undefined, server.url);

    /** After the server came back: the history lists the inspection, and its photo loads. */
    const findAfterRestart = async (notes: string) => {
      await page.goto(server.url(paths.inspections));
      const history = await siteHistory(page);
      const entry = history.getByRole('button').filter({ hasText: notes });
      await entry.waitFor(); // strict: exactly one, however many restarts
      await entry.click();
      const details = page.getByRole('dialog', { name: 'Inspection Details' });
      const photo = details.getByRole('img', { name: 'Signage photo' });
      await photo.waitFor();
      await expect
        .poll(() => photo.evaluate((image) => (image as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await details.waitFor({ state: 'detached' });
    };

    await saveJourneyInspection(page, server.url, `${JOURNEY_NOTES} Before a clean restart.`);
    await server.restart('SIGTERM');
    await findAfterRestart(`${JOURNEY_NOTES} Before a clean restart.`);

    await saveJourneyInspection(page, server.url, `${JOURNEY_NOTES} Before kill -9.`);
    await server.restart('SIGKILL');
    await findAfterRestart(`${JOURNEY_NOTES} Before kill -9.`);
    await findAfterRestart(`${JOURNEY_NOTES} Before a clean restart.`);
    expect(watched.errors).toEqual([]);
    expect(watched.refused).toEqual([]);
    // Two saves and two server starts (each opening PGlite's files again) in one test: 33 s on an
    // idle machine, over the project's 60 s beside other work. A deadline, not an expected time.
  }, 180_000);
});
