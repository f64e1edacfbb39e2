// Build-time settings (Vite replaces these statically, so a real build drops the mock branch).
export const API_MODE: 'mock' | 'real' = import.meta.env.VITE_API_MODE === 'mock' ? 'mock' : 'real';
/** The API's base URL, '' for the same origin; the build gives it without a trailing slash. */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '';
/** Demo mode: a build-time literal (see vite.config.ts), so real builds drop the mock code. */
export const IS_DEMO: boolean = __DEMO__;
/**
 * The portal's public address that tags' QR codes and signing links carry, e.g.
 * 'https://portal.example.com' (VITE_PUBLIC_ORIGIN); by default the address they are made at.
 */
export const PUBLIC_ORIGIN: string = import.meta.env.VITE_PUBLIC_ORIGIN ?? '';
