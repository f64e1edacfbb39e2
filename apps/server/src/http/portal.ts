// The built portal on the API's origin, as a firm deploys it: hashed assets cached for a year,
// index.html and the service worker revalidated on every load (a new version is found), every
// page path answered with index.html (the app routes it), the page's Content-Security-Policy sent
// as a header too (with what only a header can say), text compressed with brotli or gzip.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The policy of the page's meta tag, with what only a header can say added. */
export function pagePolicy(html: string): string | null {
  const meta = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]+)"/i.exec(html);
  return meta?.[1] ? `${meta[1].replace(/;\s*$/, '')}; frame-ancestors 'none'` : null;
}

/** Serves the portal's files; gives back how an unknown page path is answered. */
export async function servePortal(
  app: FastifyInstance,
  portalDir: string,
): Promise<(request: FastifyRequest, reply: FastifyReply) => unknown> {
  const root = path.resolve(portalDir);
  const indexHtml = readFileSync(path.join(root, 'index.html'), 'utf8');
  const policy = pagePolicy(indexHtml);
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quick settings: answers are compressed as they go out.
    brotliOptions: { params: { [(await import('node:zlib')).constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The page itself is answered below, with its policy header: a route of the plugin's own for
    // it would be declared twice (and the server would not start).
    globIgnore: ['index.html'],
    serveDotFiles: false,
    setHeaders(reply, file) {
      const relative = path.relative(root, file);
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header(
        'Cache-Control',
        relative.startsWith(`assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  const sendIndex = (reply: FastifyReply) => {
    reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('X-Content-Type-Options', 'nosniff');
    if (policy) reply.header('Content-Security-Policy', policy);
    return reply.send(indexHtml);
  };
  app.get('/', (_request, reply) => sendIndex(reply));
  app.get('/index.html', (_request, reply) => sendIndex(reply));
  // Page paths (no file extension) are the app's; a missing file (with one) is a 404, so a
  // missing chunk never comes back as a page.
  return (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if ((request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname)) {
      return sendIndex(reply);
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  };
}
