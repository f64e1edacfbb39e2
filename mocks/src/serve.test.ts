// The mock over HTTP as `npm run serve:mock` runs it: a built portal beside the API on one origin
// (index.html for page paths, 404 for a missing file, assets cached, text compressed), the
// spec-only switch, and the command itself starting at 100 times the sample.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Inspection } from '@scaffold/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './constants';
import { getDatabase } from './db/database';
import { type MockHttpServer, startMockHttpServer } from './http-server';
import { savedInspectionBody } from './test-support';

// No in-process interception here (useMockServer): these requests go over real HTTP.

const POLICY = "default-src 'self'; img-src 'self' data: blob:";
const SCRIPT = `console.log(${JSON.stringify('scaffold '.repeat(400))});\n`;

/** A built portal in a temporary folder: a page, a hashed chunk, the service worker. */
function fixtureDist(): string {
  const parent = mkdtempSync(path.join(tmpdir(), 'serve-mock-'));
  // Beside the build, a file no request may reach.
  writeFileSync(path.join(parent, 'secret.json'), '{"secret": "not to be served"}');
  const dir = path.join(parent, 'dist');
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="${POLICY}"></head><body>portal</body></html>`,
  );
  writeFileSync(path.join(dir, 'assets/index-AbC123.js'), SCRIPT);
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  return dir;
}

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request as sent, path untouched (a client library would normalise '..' away). */
function raw(
  base: string,
  rawPath: string,
  options: { method?: string; headers?: Record<string, string> } = {},
) {
  const url = new URL(base);
  return new Promise<RawAnswer>((resolve, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        path: rawPath,
        method: options.method ?? 'GET',
        headers: options.headers,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Signs the demo admin in over HTTP; the access token. */
async function accessAt(base: string): Promise<string> {
  const login = await fetch(`${base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD }),
  });
  return ((await login.json()) as { access: string }).access;
}

describe('a built portal and the API on one origin', () => {
  let dist: string;
  let server: MockHttpServer;
  beforeAll(async () => {
    dist = fixtureDist();
    server = await startMockHttpServer({ staticRoot: dist, compress: true });
  });
  afterAll(async () => {
    await server.close();
    rmSync(path.dirname(dist), { recursive: true, force: true });
  });

  it('answers every page path with index.html and its policy as a header, never cached stale', async () => {
    for (const page of ['/', '/dashboard/sites', '/dashboard/inspections/12/report']) {
      const answer = await raw(server.url, page);
      expect([page, answer.status, answer.body.toString()]).toEqual([
        page,
        200,
        expect.stringContaining('portal'),
      ]);
      expect(answer.headers['content-security-policy']).toBe(`${POLICY}; frame-ancestors 'none'`);
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets compressed and cached for a year; a missing one is a 404, not a page', async () => {
    const asset = '/assets/index-AbC123.js';
    const br = await raw(server.url, asset, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(br.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await raw(server.url, asset, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const plain = await raw(server.url, asset);
    expect([plain.headers['content-encoding'], plain.body.toString()]).toEqual([undefined, SCRIPT]);
    expect((await raw(server.url, '/assets/index-Gone99.js')).status).toBe(404);
    const head = await raw(server.url, asset, { method: 'HEAD' });
    expect([head.status, head.body.length]).toEqual([200, 0]);
    expect((await raw(server.url, '/', { method: 'POST' })).status).toBe(405);
  });

  it('serves the service worker as built, revalidated every time; nothing outside the build', async () => {
    const worker = await raw(server.url, '/sw.js');
    expect(worker.headers['content-type']).toMatch(/^text\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.body.toString()).toContain('addEventListener');
    for (const outside of [
      '/../secret.json',
      '/%2e%2e/secret.json',
      '/assets/..%2f..%2fsecret.json',
      '/..%5csecret.json',
    ]) {
      const answer = await raw(server.url, outside);
      expect([outside, answer.status, answer.body.toString()]).toEqual([outside, 404, 'Not found']);
    }
  });

  it('compresses API answers of some size as the client accepts, and leaves small ones', async () => {
    const small = await raw(server.url, '/api/capabilities/', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    const access = await accessAt(server.url);
    const headers = { Authorization: `Bearer ${access}`, 'Accept-Encoding': 'gzip' };
    const sites = await raw(server.url, '/api/sites/?page_size=50', { headers });
    expect(sites.headers['content-encoding']).toBe('gzip');
    expect(sites.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(gunzipSync(sites.body).toString())).toMatchObject({ page_size: 50 });
  });
});

describe('a lenient server', () => {
  it('loosens JSON answers and leaves images as they are', async () => {
    const server = await startMockHttpServer({ lenient: true });
    try {
      const capabilities = (await (await fetch(`${server.url}/api/capabilities/`)).json()) as {
        server_revision?: number;
      };
      expect(capabilities.server_revision).toBe(7);
      // A saved PNG's bytes, which text decoding would mangle (0x89 is no UTF-8).
      const access = await accessAt(server.url);
      const saved = await fetch(`${server.url}/api/save_inspection/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access}` },
        body: JSON.stringify(savedInspectionBody(1)),
      });
      const { id } = (await saved.json()) as { id: number };
      const url = getDatabase()
        .customers.flatMap((customer) => customer.clients.flatMap((client) => client.sites))
        .flatMap((site) => site.inspections)
        .find((inspection) => inspection.id === id)?.photos[0]?.photo;
      const image = await fetch(`${server.url}${url}`);
      expect(image.headers.get('Content-Type')).toBe('image/png');
      expect(Buffer.from(await image.arrayBuffer()).toString('base64')).toBe('iVBORw0KGgo=');
    } finally {
      await server.close();
    }
  });
});

describe('the spec-only switch over HTTP', () => {
  it('answers capabilities and the new reads 404, the spec calls as before', async () => {
    const server = await startMockHttpServer({ specOnly: true });
    try {
      expect((await fetch(`${server.url}/api/capabilities/`)).status).toBe(404);
      const access = await accessAt(server.url);
      const auth = { Authorization: `Bearer ${access}` };
      expect((await fetch(`${server.url}/api/sites/`, { headers: auth })).status).toBe(404);
      expect((await fetch(`${server.url}/api/get_customer_data/`, { headers: auth })).status).toBe(
        200,
      );
    } finally {
      await server.close();
    }
  });
});

describe('a call the server does not have, answered as servers do', () => {
  const ask = (url: string, path: string, headers: Record<string, string> = {}) =>
    fetch(`${url}${path}`, { headers, signal: AbortSignal.timeout(5000) });

  it.each([
    ['not-found', 404, 404, 'application/json'],
    ['auth-first', 401, 404, 'application/json'],
    ['unauthorized', 401, 401, 'application/json'],
    ['forbidden', 403, 403, 'application/json'],
    ['method-not-allowed', 405, 405, 'application/json'],
    ['not-found-page', 404, 404, 'text/html'],
    ['app-page', 200, 200, 'text/html'],
  ] as const)('%s: without a token %i, with one %i, as %s', async (mode, bare, withToken, type) => {
    const server = await startMockHttpServer({ specOnly: true, unknownCalls: mode });
    try {
      const capabilities = await ask(server.url, '/api/capabilities/');
      expect([capabilities.status, capabilities.headers.get('Content-Type')]).toEqual([
        bare,
        expect.stringContaining(type),
      ]);
      const access = await accessAt(server.url);
      const auth = { Authorization: `Bearer ${access}` };
      // Every call it lacks alike (a read shaped by a screen, a path of nothing), and the spec's answer.
      expect((await ask(server.url, '/api/dashboard_summary/', auth)).status).toBe(withToken);
      expect((await ask(server.url, '/api/no_such_call/', auth)).status).toBe(withToken);
      expect((await ask(server.url, '/api/get_customer_data/', auth)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('unavailable-twice: a 503 page twice, then 404; switched at run time, it counts afresh', async () => {
    const server = await startMockHttpServer({ specOnly: true, unknownCalls: 'unavailable-twice' });
    try {
      const statuses = async () => {
        const seen: number[] = [];
        for (let i = 0; i < 3; i += 1)
          seen.push((await ask(server.url, '/api/capabilities/')).status);
        return seen;
      };
      expect(await statuses()).toEqual([503, 503, 404]);
      server.setUnknownCalls('unavailable-twice');
      expect(await statuses()).toEqual([503, 503, 404]);
    } finally {
      await server.close();
    }
  });

  it('silent: no answer until its time, and a close ends the wait', async () => {
    const server = await startMockHttpServer({
      specOnly: true,
      unknownCalls: 'silent',
      silentMs: 300,
    });
    const slow = await startMockHttpServer({ specOnly: true, unknownCalls: 'silent' });
    try {
      // Silent for a while, then the spec-only server's answer: 404.
      expect((await ask(server.url, '/api/capabilities/')).status).toBe(404);
      const hanging = ask(slow.url, '/api/capabilities/').then(
        () => 'answered',
        () => 'dropped',
      );
      await slow.close();
      await expect(hanging).resolves.toBe('dropped');
    } finally {
      await server.close();
    }
  });

  it('answers another origin when told (CORS), its preflight too', async () => {
    const server = await startMockHttpServer({ cors: true });
    try {
      const origin = 'http://127.0.0.1:5999';
      const preflight = await fetch(`${server.url}/api/dashboard_summary/`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'authorization',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe(origin);
      expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('Authorization');
      const answer = await ask(server.url, '/api/capabilities/', { Origin: origin });
      expect(answer.headers.get('Access-Control-Allow-Origin')).toBe(origin);
    } finally {
      await server.close();
    }
  });
});

describe('npm run serve:mock', () => {
  let child: ChildProcess | undefined;
  let dist: string;
  afterAll(() => {
    child?.kill();
    rmSync(path.dirname(dist), { recursive: true, force: true });
  });

  it('starts at 100 times the sample, prints its URL, and serves the portal, the API and JPEG photos', async () => {
    dist = fixtureDist();
    const script = path.resolve(import.meta.dirname, '../../scripts/serve-mock.ts');
    child = spawn(
      process.execPath,
      ['--import', 'tsx', script, '--scale', '100', '--port', '0', '--dist', dist],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const printed = await new Promise<string>((resolve, reject) => {
      let out = '';
      child?.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (/Open http:\/\/\S+/.test(out)) resolve(out);
      });
      child?.stderr?.on('data', (chunk: Buffer) => reject(new Error(chunk.toString())));
      child?.on('exit', (code) => reject(new Error(`exited with ${code}: ${out}`)));
    });
    expect(printed).toMatch(/scale 100\) ready in [\d.]+ s, RSS \d+ MB/);
    const base = /Open (http:\/\/\S+)/.exec(printed)?.[1] ?? '';

    expect(await (await fetch(`${base}/dashboard`)).text()).toContain('portal');
    const access = await accessAt(base);
    const auth = { Authorization: `Bearer ${access}` };
    const overview = (await (
      await fetch(`${base}/api/site_overview/`, { headers: auth })
    ).json()) as {
      status_counts: { all: number };
    };
    expect(overview.status_counts.all).toBe(7500);
    // Seeded photos are real JPEG bytes: a failed inspection's photo, by its URL.
    const read = async <T>(call: string) =>
      (await (await fetch(`${base}/api/${call}`, { headers: auth })).json()) as T;
    let photo = '';
    const sites = await read<{ results: { id: number }[] }>('inspection_sites/?page_size=50');
    for (const site of sites.results) {
      const history = await read<{ results: { id: number; passed: boolean | null }[] }>(
        `site_inspections/${site.id}`,
      );
      const failed = history.results.find((row) => row.passed === false);
      if (!failed) continue;
      const details = await read<{ inspection: Inspection }>(`inspection_details/${failed.id}`);
      photo = details.inspection.photos[0]?.photo ?? '';
      if (photo) break;
    }
    const jpeg = await fetch(`${base}${photo}`);
    expect(jpeg.headers.get('Content-Type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await jpeg.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
    expect(bytes.length).toBeGreaterThan(10_000);
  }, 120_000);
});
