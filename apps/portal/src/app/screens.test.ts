import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { FIRST_READ_MODULES } from './first-read-modules';
import { SCREEN_MODULES } from './screen-loaders';
import { FRAME, NAV_ITEMS, SCREENS, screenModules, UI_BASE_COMPONENTS } from './screens';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the screens manifest', () => {
  it('has one screen for every path of config/paths', () => {
    expect(SCREENS.map((screen) => screen.path).sort()).toEqual(Object.values(paths).sort());
  });

  it("names the very modules the loaders' patterns find, each exporting its screen", () => {
    const named = new Set([...SCREENS, FRAME].map((entry) => `./${entry.module}`));
    expect(Object.keys(SCREEN_MODULES).sort()).toEqual([...named].sort());
    for (const { module, exportName } of [...SCREENS, FRAME]) {
      const text = readFileSync(path.join(src, module), 'utf8');
      expect(text, `${module} exports ${exportName}`).toMatch(
        new RegExp(`export (function|const) ${exportName}\\b`),
      );
    }
  });

  it("names every feature's first reads, and only those the frame's pattern finds", () => {
    const named = SCREENS.flatMap((screen) =>
      screen.firstReads ? [`./${screen.firstReads}`] : [],
    );
    expect(Object.keys(FIRST_READ_MODULES).sort()).toEqual([...named].sort());
    expect(named).toContain('./features/dashboard/first-reads.ts');
    for (const screen of SCREENS.filter((entry) => entry.firstReads)) {
      expect(screen.access, `${screen.path} reads first only when signed in`).not.toBe('public');
    }
  });

  it('puts every screen that is not public inside the frame', () => {
    const login = SCREENS.find((screen) => screen.path === paths.login);
    const sites = SCREENS.find((screen) => screen.path === paths.sites);
    expect(login && screenModules(login)).toEqual(['features/auth/login/LoginPage.tsx']);
    expect(sites && screenModules(sites)).toEqual([
      'features/sites/SitesPage.tsx',
      'app/shell/AppFrame.tsx',
    ]);
  });

  it('gives the navigation of PRODUCT.md "Navigation and top bar", in its order, with its markers', () => {
    expect(NAV_ITEMS.map((item) => `${item.label}${item.active ? '' : ' (inactive)'}`)).toEqual([
      'Dashboard',
      'Projects (inactive)',
      'Sites',
      'Inventory',
      'Customers (inactive)',
      'Timeline (inactive)',
      'Inspections',
      'Analytics (inactive)',
      'Settings (inactive)',
    ]);
    expect(NAV_ITEMS.every((item) => item.href.startsWith(paths.dashboard))).toBe(true);
  });

  it("lists only components the design system has in the shared 'ui-base' chunk", () => {
    for (const name of UI_BASE_COMPONENTS) {
      expect(existsSync(path.join(src, '../../../packages/ui/src/components', name)), name).toBe(
        true,
      );
    }
  });
});
