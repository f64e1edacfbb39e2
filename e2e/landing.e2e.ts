import { describe, expect, it } from 'vitest';
import { portalUrl, usePortal } from './browser';

describe('landing page', () => {
  const portal = usePortal();

  it('loads the built portal and offers sign-in', async () => {
    const page = portal.page();
    await page.goto(portalUrl('/'));
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Scaffold portal',
    );
    await expect(page.getByRole('button', { name: 'Sign in' }).isVisible()).resolves.toBe(true);
  });
});
