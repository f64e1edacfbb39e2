// After a redeploy, the chunks an open page knows are gone (404). The portal reloads once, then
// offers Reload; sign-in says it could not reach the server, never 'Login failed'. Run on the
// real build with its service worker blocked: a worker (the demo's mock, or the real build's
// shell cache) would hide the chunk requests from route().
import { MESSAGES } from '@scaffold/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@scaffold/mocks/constants';
import { describe, expect, it } from 'vitest';
import { paths } from '../apps/portal/src/config/paths';
import { signIn, usePortal } from './browser';
import { useRealBuild } from './real-build-server';

const INSPECTIONS_CHUNK = /\/assets\/InspectionsPage-[^/]*\.js$/;
const SIGN_IN_CHUNK = /\/assets\/sign-in-[^/]*\.js$/;

describe('Recovery after a redeploy', () => {
  const portal = usePortal({ serviceWorkers: 'block' });
  const url = useRealBuild();

  it('shows Reload when a screen chunk is gone, and Reload brings the screen once it is back', async () => {
    const page = portal.page();
    const missing = (route: { fulfill: (r: { status: number }) => Promise<void> }) =>
      route.fulfill({ status: 404 });
    // Before signing in: the dashboard preloads the other screens' chunks.
    await page.route(INSPECTIONS_CHUNK, missing);
    await signIn(page, undefined, url);
    await page
      .getByRole('link', { name: /^Inspections/ })
      .filter({ visible: true })
      .click();
    // One automatic reload (vite:preloadError), then the error page with its Reload button.
    await page.getByRole('heading', { level: 1, name: MESSAGES.routerFallback }).waitFor();
    await expect(
      page.evaluate(() => sessionStorage.getItem('scaffold:reloaded-after-chunk-error')),
    ).resolves.not.toBeNull();

    await page.unroute(INSPECTIONS_CHUNK, missing);
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { level: 1, name: 'Inspections' }).waitFor();
  });

  it("says sign-in could not reach the server, not 'Login failed', when its code cannot load", async () => {
    const page = portal.page();
    await page.route(SIGN_IN_CHUNK, (route) => route.fulfill({ status: 404 }));
    const attempt = async () => {
      await page.getByLabel('Email').fill(DEMO_ACCOUNTS.admin.email);
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
    };
    await page.goto(url(paths.login));
    // Within a minute of the first automatic reload, the page stays and says why.
    await page.evaluate(() =>
      sessionStorage.setItem('scaffold:reloaded-after-chunk-error', String(Date.now())),
    );
    await attempt();
    await page.getByText(MESSAGES.loginUnavailable).waitFor();
    await expect(page.getByText(MESSAGES.loginFailed, { exact: true }).count()).resolves.toBe(0);
  });
});
