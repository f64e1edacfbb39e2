// The public screens (and Preferences) end to end, against the built demo portal: its API is
// answered in the browser by the mock backend, fresh for every test (new browser context).
import { pathTo } from '@scaffold/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@scaffold/mocks/constants';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '../apps/portal/src/config/paths';
import { portalUrl, usePortal } from './browser';

const VISITOR = {
  firstName: 'Ada',
  lastName: 'Brown',
  company: 'Brown Scaffolding Ltd',
  email: 'ada@brown-scaffolding.co.uk',
  comments: 'Two yards in Leeds and about forty sites a year.',
};

const REFERENCE = /^REG-\d{6}$/;
const MANAGER = DEMO_ACCOUNTS.manager.email;

const pathIs =
  (pathname: string, search = '') =>
  (url: URL) =>
    url.pathname === pathname && url.search === search;

async function fillRegistration(page: Page) {
  await page.getByLabel('First name').fill(VISITOR.firstName);
  await page.getByLabel('Last name').fill(VISITOR.lastName);
  await page.getByLabel('Company name').fill(VISITOR.company);
  await page.getByLabel('Email').fill(VISITOR.email);
  await page.getByLabel('Comments').fill(VISITOR.comments);
}

describe('public screens', () => {
  const portal = usePortal();

  it('registers, shows the summary, then the confirmation with the same reference', async () => {
    const page = portal.page();
    await page.goto(portalUrl(paths.register));
    await fillRegistration(page);
    await page.getByRole('button', { name: 'Request account' }).click();

    const dialog = page.getByRole('dialog', { name: 'Registration Successful' });
    const referenceInDialog = dialog.getByText(REFERENCE);
    await referenceInDialog.waitFor();
    const reference = (await referenceInDialog.textContent())?.trim() ?? '';
    expect(reference).toMatch(REFERENCE);
    await dialog.getByText(VISITOR.company).waitFor();

    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(pathIs(paths.registerConfirmation));
    await page.getByRole('heading', { level: 1, name: 'Request received' }).waitFor();
    await page.getByText(reference, { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'What happens next' }).waitFor();
  });

  it('sends /register-confirmation without a registration back to /register', async () => {
    const page = portal.page();
    await page.goto(portalUrl(paths.registerConfirmation));
    await page.waitForURL(pathIs(paths.register));
    await page.getByRole('heading', { level: 1, name: 'Request an account' }).waitFor();
  });

  it('carries the plan chosen on /pricing into the registration it sends', async () => {
    const page = portal.page();
    await page.goto(portalUrl(paths.pricing));
    await page.getByRole('link', { name: 'Choose Professional' }).click();
    await page.waitForURL(pathIs(paths.register, '?plan=professional'));
    await page.getByText('Professional (£199 a month)').waitFor();

    await fillRegistration(page);
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith(pathTo('register')),
    );
    await page.getByRole('button', { name: 'Request account' }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      plan_id: 'professional',
      email: VISITOR.email,
    });
    const dialog = page.getByRole('dialog', { name: 'Registration Successful' });
    await dialog.getByText('Professional (£199 a month)').waitFor();
  });

  it('asks for reset instructions and goes back to login', async () => {
    const page = portal.page();
    await page.goto(portalUrl(paths.forgotPassword));
    await page.getByRole('heading', { level: 1, name: 'Reset Password' }).waitFor();
    await page.getByLabel('Email').fill(DEMO_ACCOUNTS.staff.email);
    await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await page.getByRole('link', { name: 'Back to login' }).click();
    await page.waitForURL(pathIs(paths.login));
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  });

  it('links the landing page to the plans and to sign-in', async () => {
    const page = portal.page();
    await page.goto(portalUrl('/'));
    const header = page.getByRole('navigation', { name: 'Main' });
    await header.getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL(pathIs(paths.pricing));
    await page.getByRole('heading', { level: 1, name: 'Plans and pricing' }).waitFor();
    expect(
      await page
        .getByText('All plans include a 14-day free trial. No credit card required.')
        .count(),
    ).toBe(1);

    await page.goto(portalUrl('/'));
    await header.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(pathIs(paths.login));
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  });
});

describe('preferences', () => {
  const portal = usePortal();

  it('moves the navigation to the side, keeps it after a reload, and forgets the email', async () => {
    const page = portal.page();
    await page.goto(portalUrl(paths.login));
    await page.getByLabel('Email').fill(MANAGER);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('checkbox', { name: 'Remember me' }).check();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(pathIs(paths.dashboard));

    // The user's name in the top bar leads to the preferences.
    await page
      .getByRole('link', { name: /Preferences/ })
      .filter({ visible: true })
      .click();
    await page.waitForURL(pathIs(paths.preferences));
    await page.getByRole('heading', { level: 1, name: 'Preferences' }).waitFor();
    await page.getByRole('region', { name: 'Your account' }).getByText(MANAGER).waitFor();

    const banner = page.getByRole('banner');
    expect(await banner.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
    await page.getByLabel('Navigation position').selectOption('side');
    // The menu leaves the top bar for a column of its own.
    await banner.getByRole('navigation', { name: 'Main' }).waitFor({ state: 'detached' });
    await page.getByRole('navigation', { name: 'Main' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Preferences' }).waitFor();
    expect(await page.getByLabel('Navigation position').inputValue()).toBe('side');
    expect(await banner.getByRole('navigation', { name: 'Main' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Forget remembered email' }).click();
    await page.getByText(/^Forgotten/).waitFor();
    await page.getByRole('button', { name: 'Logout' }).filter({ visible: true }).click();
    await page.waitForURL(pathIs(paths.login));
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('');
  });
});
