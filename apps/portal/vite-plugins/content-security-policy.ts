import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * The real build's Content-Security-Policy. Scripts and styles come from the portal's own origin,
 * plus the inline ones index.html holds, each allowed by its SHA-256 (never 'unsafe-inline' or
 * 'unsafe-eval'); photos and signatures are data: and blob: images; the API is same-origin.
 * `frame-ancestors` cannot be set from a meta tag: the server sends it (docs/DECISIONS.md).
 */
export function cspDirectives(hashes: { scripts: string[]; styles: string[] }): string {
  const quoted = (list: string[]) => list.map((hash) => ` 'sha256-${hash}'`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${quoted(hashes.scripts)}`,
    `style-src 'self'${quoted(hashes.styles)}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
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

/** Adds the policy as the first element of <head>, so it covers every inline script after it. */
export function contentSecurityPolicy(): Plugin {
  return {
    name: 'scaffold:content-security-policy',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset' || typeof page.source !== 'string') return;
      const html = page.source;
      const policy = cspDirectives(inlineHashes(html));
      page.source = html.replace(
        /<head>/,
        `<head>\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
      );
    },
  };
}
