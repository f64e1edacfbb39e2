// A static server for built portals whose files can be switched while it runs (a deploy), with
// /api passed to the mock's HTTP server; and the next version of a build, made by renaming its
// files (what a rebuild with changed code gives: new chunk names, a new worker version) instead
// of building again.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

export interface SwitchableSite {
  url: (pathname?: string) => string;
  /** From now on, the files of `dir` (the previous ones are gone, as after a deploy). */
  serve: (dir: string) => void;
  close: () => Promise<void>;
}

export async function startSwitchableSite(apiUrl: string, first: string): Promise<SwitchableSite> {
  let root = first;
  const api = new URL(apiUrl);
  const server = createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://site');
    if (url.pathname.startsWith('/api/')) {
      const forward = httpRequest(
        {
          host: api.hostname,
          port: api.port,
          path: incoming.url,
          method: incoming.method,
          headers: { ...incoming.headers, host: api.host },
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      forward.on('error', () => outgoing.destroy());
      incoming.pipe(forward);
      return;
    }
    const file = path.join(root, decodeURIComponent(url.pathname));
    const found = file.startsWith(root) && existsSync(file) && statSync(file).isFile();
    // A page of the app gets index.html; a missing file (an old chunk after a deploy) a 404.
    const served = found ? file : path.extname(url.pathname) ? null : path.join(root, 'index.html');
    if (!served) {
      outgoing.writeHead(404).end();
      return;
    }
    outgoing.writeHead(200, {
      'Content-Type': TYPES[path.extname(served)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
    outgoing.end(readFileSync(served));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (pathname = '/') => `${origin}${pathname}`,
    serve: (dir) => {
      root = dir;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A build folder's files, relative, '/'-separated. */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    );
}

/**
 * Writes into `to` the next version of the build in `from`: every file of assets/ renamed
 * ('x-HASH.js' → 'x-HASH-v2.js', and every mention of it), and the service worker's version
 * changed, as a real rebuild would. Returns the renamed files.
 */
export function nextVersionOf(from: string, to: string): Map<string, string> {
  const files = filesOf(from);
  const renamed = new Map(
    files
      .filter((file) => file.startsWith('assets/'))
      .map((file) => {
        const name = path.posix.basename(file);
        return [name, name.replace(/(\.[a-z0-9]+)$/, '-v2$1')] as const;
      }),
  );
  // Longest first, so no name is replaced inside a longer one.
  const names = [...renamed.keys()].sort((a, b) => b.length - a.length);
  for (const file of files) {
    let content: Buffer | string = readFileSync(path.join(from, file));
    if (/\.(html|js|css|json)$/.test(file)) {
      let text = content.toString('utf8');
      for (const name of names) text = text.replaceAll(name, renamed.get(name) ?? name);
      if (file === 'sw.js') {
        const versions = [...text.matchAll(/"([0-9a-f]{16})"/g)];
        if (versions.length !== 1) throw new Error('sw.js: its version was not found once');
        const version = versions[0]?.[1] ?? '';
        const next = createHash('sha256').update(`${version}:v2`).digest('hex').slice(0, 16);
        text = text.replace(`"${version}"`, `"${next}"`);
      }
      content = text;
    }
    const name = path.posix.basename(file);
    const target = path.join(to, path.posix.dirname(file), renamed.get(name) ?? name);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
  return renamed;
}
