import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * The origin the API lives at, for `connect-src`: none when `VITE_API_BASE_URL` is unset or a
 * path (same origin). A value that is not an http(s) URL fails the build rather than shipping a
 * portal whose every call the policy would block.
 */
export function apiOrigin(baseUrl: string | undefined): string | null {
  if (!baseUrl || baseUrl.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new Error(`VITE_API_BASE_URL is not a URL: ${baseUrl}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`VITE_API_BASE_URL must be http(s): ${baseUrl}`);
  }
  return url.origin;
}

/**
 * The real build's Content-Security-Policy. Scripts and styles come from the portal's own origin,
 * plus the inline ones index.html holds, each allowed by its SHA-256 (never 'unsafe-inline' or
 * 'unsafe-eval'); photos and signatures are data: and blob: images, or the API's media URLs; the
 * API is same-origin, or the origin `VITE_API_BASE_URL` names, for its calls and its images
 * alike. `frame-ancestors` cannot be set from a meta tag: the server sends it (headerPolicy;
 * README, 'Pointing the portal at a real API').
 */
export function cspDirectives(
  hashes: { scripts: string[]; styles: string[] },
  api: string | null = null,
): string {
  const quoted = (list: string[]) => list.map((hash) => ` 'sha256-${hash}'`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${quoted(hashes.scripts)}`,
    `style-src 'self'${quoted(hashes.styles)}`,
    api ? `img-src 'self' data: blob: ${api}` : "img-src 'self' data: blob:",
    "font-src 'self'",
    api ? `connect-src 'self' ${api}` : "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/** The inline scripts and styles of a page, as the browser hashes them (the exact text). */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => sha256(match[1] ?? ''),
  );
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) =>
    sha256(match[1] ?? ''),
  );
  return { scripts, styles };
}

/**
 * The policy a host sends as a `Content-Security-Policy` header for the built index.html: its
 * meta tag's, plus what only a header can say (the page is never framed).
 */
export function headerPolicy(html: string): string {
  const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/);
  if (!meta?.[1]) throw new Error('index.html has no Content-Security-Policy meta tag');
  return `${meta[1]}; frame-ancestors 'none'`;
}

/**
 * Adds the policy as the first element of <head>, so it covers every inline script after it.
 * `apiBaseUrl` is the build's VITE_API_BASE_URL.
 */
export function contentSecurityPolicy(apiBaseUrl?: string): Plugin {
  const api = apiOrigin(apiBaseUrl);
  return {
    name: 'scaffold:content-security-policy',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset' || typeof page.source !== 'string') return;
      const html = page.source;
      const policy = cspDirectives(inlineHashes(html), api);
      page.source = html.replace(
        /<head>/,
        `<head>\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
      );
    },
  };
}
