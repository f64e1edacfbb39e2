// A built portal (apps/portal/dist) served as a production server would (Node only): files with
// their types, hashed assets cached for a year, index.html and the service worker revalidated,
// every page path answered with index.html (the app's router takes it from there), text
// compressed with brotli or gzip, and the page's Content-Security-Policy sent as a header too.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

export type Encoding = 'br' | 'gzip';

/** Text is worth compressing; images and fonts are compressed already. */
export const compressible = (type: string): boolean =>
  /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/.test(type);

/** Below this, compression costs more than it saves. */
const MIN_COMPRESS_BYTES = 1024;

/** What the client takes, brotli first; null for neither. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const offered = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
      return [name.trim(), q === undefined ? 1 : Number(q)] as const;
    }),
  );
  const takes = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A body compressed for the client, or null when it is not worth it. Static files get the
 * strongest settings once (kept); API answers a quick setting, as servers compress on the fly.
 */
export async function compressed(
  body: Uint8Array,
  encoding: Encoding | null,
  type: string,
  effort: 'static' | 'dynamic',
): Promise<Buffer | null> {
  if (!encoding || body.byteLength < MIN_COMPRESS_BYTES || !compressible(type)) return null;
  if (encoding === 'gzip') return gzipAsync(body, { level: effort === 'static' ? 9 : 6 });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: effort === 'static' ? 11 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
}

export interface StaticAnswer {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array | null;
}

interface KeptFile {
  type: string;
  bytes: Buffer;
  variants: Partial<Record<Encoding, Promise<Buffer | null>>>;
}

/** The policy of the page's meta tag, with what only a header can say added. */
function policyOf(html: string): string | null {
  const meta = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]+)"/i.exec(html);
  return meta?.[1] ? `${meta[1].replace(/;\s*$/, '')}; frame-ancestors 'none'` : null;
}

/**
 * Answers the GET and HEAD requests for a built portal in `root`. A path with a file extension
 * that does not exist is a 404 (a missing chunk must not come back as a page); any other path
 * is the app's index.html.
 */
export function staticFiles(root: string) {
  const base = path.resolve(root);
  const kept = new Map<string, Promise<KeptFile | null>>();

  const load = (file: string) => {
    let entry = kept.get(file);
    if (!entry) {
      entry = (async () => {
        try {
          if (!(await stat(file)).isFile()) return null;
          const bytes = await readFile(file);
          const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
          return { type, bytes, variants: {} };
        } catch {
          return null;
        }
      })();
      kept.set(file, entry);
    }
    return entry;
  };

  const cacheControl = (relative: string) =>
    relative.startsWith(`assets${path.sep}`)
      ? 'public, max-age=31536000, immutable'
      : // index.html, the service worker and the other unhashed files: always revalidated.
        'no-cache';

  const variant = (file: KeptFile, encoding: Encoding) => {
    file.variants[encoding] ??= compressed(file.bytes, encoding, file.type, 'static');
    return file.variants[encoding];
  };

  /** Reads and compresses every file now, so the first visitor waits for neither. */
  async function precompress(): Promise<void> {
    const entries = await readdir(base, { recursive: true, withFileTypes: true });
    await Promise.all(
      entries
        .filter((entry) => entry.isFile())
        .map(async (entry) => {
          const file = await load(path.join(entry.parentPath, entry.name));
          if (file) await Promise.all([variant(file, 'br'), variant(file, 'gzip')]);
        }),
    );
  }

  async function answer(
    pathname: string,
    method: string,
    acceptEncoding: string | undefined,
  ): Promise<StaticAnswer> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return { status: 400, headers: {}, body: null };
    }
    const wanted = path.resolve(base, `.${path.posix.normalize(decoded)}`);
    const inside = wanted === base || wanted.startsWith(`${base}${path.sep}`);
    let file = inside ? await load(wanted) : null;
    let relative = path.relative(base, wanted);
    if (!file && !path.extname(decoded)) {
      relative = 'index.html';
      file = await load(path.join(base, relative));
    }
    if (!file) {
      return {
        status: 404,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
        body: new TextEncoder().encode('Not found'),
      };
    }
    const headers: Record<string, string> = {
      'Content-Type': file.type,
      'Cache-Control': cacheControl(relative),
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
    };
    if (relative === 'index.html') {
      const policy = policyOf(file.bytes.toString('utf8'));
      if (policy) headers['Content-Security-Policy'] = policy;
    }
    const encoding = chooseEncoding(acceptEncoding);
    let body: Uint8Array = file.bytes;
    const smaller = encoding ? await variant(file, encoding) : null;
    if (encoding && smaller) {
      body = smaller;
      headers['Content-Encoding'] = encoding;
    }
    headers['Content-Length'] = String(body.byteLength);
    return { status: 200, headers, body: method === 'HEAD' ? null : body };
  }

  return { answer, precompress };
}
