import type { FirstReads } from '../data/reads/read-context';

/**
 * Every feature's first reads, keyed as `./<path relative to src/>`, loaded with the frame's code
 * (route-reads.ts), not as chunks of their own: they must start before the screen's chunk
 * arrives. Which screen starts which is the manifest's `firstReads` (screens.ts); screens.test.ts
 * checks that both name the same modules.
 */
export const FIRST_READ_MODULES = import.meta.glob<{ firstReads: FirstReads }>(
  './features/*/first-reads.ts',
  { base: '../', eager: true },
);
