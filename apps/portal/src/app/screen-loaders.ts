import type { ComponentType } from 'react';
import { lazyPage, type ScreenLoader } from '../routing/lazy-screen';
import type { Screen } from './screens';

/**
 * Every module a screen of the manifest (screens.ts) can live in, each loaded on first use (its
 * own chunk), keyed as `./<path relative to src/>`. Vite needs literal patterns here: screens are
 * the features' `*Page.tsx` files, the placeholders and the frame; screens.test.ts checks that the
 * patterns and the manifest name the same modules.
 */
export const SCREEN_MODULES = import.meta.glob<Record<string, ComponentType>>(
  [
    './features/**/*Page.tsx',
    './app/placeholders/placeholder-screens.tsx',
    './app/shell/AppFrame.tsx',
  ],
  { base: '../' },
);

const loaders = new Map<string, ScreenLoader>();

/** The one loader of a module's export (two routes showing it share it, and its state). */
export function screenLoader({ module, exportName }: Pick<Screen, 'module' | 'exportName'>) {
  const key = `${module}#${exportName}`;
  let loader = loaders.get(key);
  if (!loader) {
    const load = SCREEN_MODULES[`./${module}`];
    if (!load) throw new Error(`screens.ts: ${module} is not among SCREEN_MODULES' patterns`);
    loader = lazyPage(load, exportName);
    loaders.set(key, loader);
  }
  return loader;
}
