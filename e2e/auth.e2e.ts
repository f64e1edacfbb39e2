import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@scaffold/mocks/constants';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '../apps/portal/src/config/paths';
import { AUTH_STATE_KEY } from '../apps/portal/src/session/session-atoms';
import { portalUrl, usePortal } from './browser';

const PASSWORD = DEMO_PASSWORD;
const NOT_AUTHORISED =
  'You are not authorised to view this page. Please try again or log in again.';

async function signIn(page: Page, email: string, options: { rememberMe?: boolean } = {}) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  if (options.rememberMe) await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

describe('sign-in, guard and session', () => {
  const portal = usePortal();

  it('sends a visitor to /login with the notice, then back to where they were going', async () => {
    const page = portal.page();
    await page.goto(portalUrl(paths.sites));
    await page.waitForURL('**/login');
    await page.getByText(NOT_AUTHORISED).waitFor();
    await signIn(page, DEMO_ACCOUNTS.manager.email);
    await page.waitForURL('**/dashboard/sites');
    expect(pathOf(page)).toBe(paths.sites);
  });

  it('redirects an unknown path to the landing page', async () => {
    const page = portal.page();
    await page.goto(portalUrl('/no/such/page'));
    await page.waitForURL((url) => url.pathname === '/');
    // The landing page's chunk loads after the redirect.
    await page
      .getByRole('link', { name: /sign in/i })
      .first()
      .waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it('says Login failed for a wrong password and keeps the email', async () => {
    const page = portal.page();
    await page.goto(portalUrl(paths.login));
    await page.getByLabel('Email').fill(DEMO_ACCOUNTS.admin.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Login failed').waitFor();
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(DEMO_ACCOUNTS.admin.email);
    expect(pathOf(page)).toBe(paths.login);
  });

  it('signs in to the dashboard, remembers the email, and logs out to /login', async () => {
    const page = portal.page();
    await page.goto(portalUrl(paths.login));
    await signIn(page, DEMO_ACCOUNTS.admin.email, { rememberMe: true });
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(DEMO_ACCOUNTS.admin.email);
    await expect(page.getByRole('checkbox', { name: 'Remember me' }).isChecked()).resolves.toBe(
      true,
    );
    // The session is gone: the guard sends us back.
    await page.goto(portalUrl(paths.dashboard));
    await page.waitForURL('**/login');
  });

  it('keeps the session and the remembered email across a reload; drops a tampered session', async () => {
    const page = portal.page();
    await page.goto(portalUrl(paths.login));
    await signIn(page, DEMO_ACCOUNTS.manager.email, { rememberMe: true });
    await page.waitForURL('**/dashboard');
    // Stored values are checked by schemas fetched before the first render.
    await page.reload();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    expect(pathOf(page)).toBe(paths.dashboard);

    // Remembered: the session is kept on the device (localStorage), not in the tab.
    await page.evaluate(
      (key) => localStorage.setItem(key, JSON.stringify({ access: 'x' })),
      AUTH_STATE_KEY,
    );
    await page.goto(portalUrl(paths.dashboard));
    await page.waitForURL('**/login');
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(DEMO_ACCOUNTS.manager.email);
  });

  it('keeps the admin page for admins: a staff user is turned away with the notice', async () => {
    const page = portal.page();
    await page.goto(portalUrl(paths.login));
    await signIn(page, DEMO_ACCOUNTS.staff.email);
    await page.waitForURL('**/dashboard');
    await expect(page.getByRole('link', { name: 'Admin Dashboard' }).count()).resolves.toBe(0);
    await page.goto(portalUrl(paths.admin));
    await page.waitForURL('**/dashboard');
    await page.getByText(NOT_AUTHORISED).waitFor();
  });

  it('lets an admin open the admin page from the top bar', async () => {
    const page = portal.page();
    await page.goto(portalUrl(paths.login));
    await signIn(page, DEMO_ACCOUNTS.admin.email);
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: 'Admin Dashboard' }).first().click();
    await page.waitForURL('**/admindashboard');
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
  });

  it('shows the session-expired notice once and goes to /login when the tokens stop working', async () => {
    const page = portal.page();
    await page.goto(portalUrl(paths.login));
    await signIn(page, DEMO_ACCOUNTS.manager.email);
    await page.waitForURL('**/dashboard');
    await page.evaluate((key) => {
      const auth = JSON.parse(sessionStorage.getItem(key) ?? '{}');
      sessionStorage.setItem(
        key,
        JSON.stringify({ ...auth, access: 'invalid-access', refresh: 'invalid-refresh' }),
      );
    }, AUTH_STATE_KEY);
    await page.reload();
    await page.waitForURL('**/login');
    const notice = page.getByText('Your session has expired. Please log in again.');
    await notice.waitFor(); // strict: one notice, not two
  });

  it('after an expired session only its own user goes back where they were; anyone else starts on the dashboard', async () => {
    const page = portal.page();
    const expireOn = async (email: string) => {
      await page.goto(portalUrl(paths.login));
      await signIn(page, email);
      await page.waitForURL('**/dashboard');
      await page.goto(portalUrl(paths.sites));
      await page.getByRole('heading', { level: 1, name: 'Site Management' }).waitFor();
      await page.evaluate((key) => {
        const auth = JSON.parse(sessionStorage.getItem(key) ?? '{}');
        sessionStorage.setItem(
          key,
          JSON.stringify({ ...auth, access: 'invalid-access', refresh: 'invalid-refresh' }),
        );
      }, AUTH_STATE_KEY);
      await page.reload();
      await page.waitForURL('**/login');
      await page.getByText('Your session has expired. Please log in again.').waitFor();
    };

    await expireOn(DEMO_ACCOUNTS.manager.email);
    await signIn(page, DEMO_ACCOUNTS.staff.email);
    await page.waitForURL((url) => url.pathname === paths.dashboard);
    await page.getByRole('button', { name: 'Logout' }).click();
    // Signed out for good before the next address: a page left mid-logout keeps its session,
    // and the sign-in page sends a signed-in user on to the dashboard.
    await page.waitForURL('**/login');
    await page.getByLabel('Email').waitFor();

    await expireOn(DEMO_ACCOUNTS.manager.email);
    await signIn(page, DEMO_ACCOUNTS.manager.email);
    await page.waitForURL('**/dashboard/sites');
  });
});
