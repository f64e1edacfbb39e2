/**
 * The API's base URL as every part of the portal uses it (the client's calls, photo and signature
 * URLs, the built page's Content-Security-Policy): VITE_API_BASE_URL trimmed and without trailing
 * slashes, so 'https://api.example.com' and 'https://api.example.com/' give the same URLs; '' (or
 * '/') for the portal's own origin. Plain data: the Vite config reads it to build the portal.
 */
export const apiBaseUrl = (raw: string | undefined): string =>
  (raw ?? '').trim().replace(/\/+$/, '');
