import { describe, expect, it } from 'vitest';
import { portalUrl, usePortal } from './browser';

describe('landing page', () => {
  const portal = usePortal();

  it('loads the built portal and offers sign-in', async () => {
    const page = portal.page();
    await page.goto(portalUrl('/'));
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Your stock, your sites and your inspections in one place',
    );
    const header = page.getByRole('navigation', { name: 'Main' });
    await header.getByRole('link', { name: 'Sign in' }).waitFor();
  });
});
