/**
 * The names of the chunks made for the signed-in screens: the build gives them (vite.config.ts)
 * and the bundle check keeps them off the public screens (scripts/check-bundle.ts), by one name.
 */
export const SIGNED_IN_FRAME_CHUNK = 'signed-in-frame';
export const UI_PARTS_CHUNK = 'ui-parts';

/** A built file of the chunk `name` (its file name is the name, a dash and a hash). */
export const chunkFilePattern = (name: string): RegExp => new RegExp(`^assets/${name}-`);
