/**
 * The media call's path (the contract's `media` entry takes it from here). Reading or building a
 * photo's URL needs this alone: a screen that shows photos loads no schema of the contract for it.
 */
export const MEDIA_PATH = '/api/media/{media_id}' as const;
