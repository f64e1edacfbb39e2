// The server answers the scaffold, tag, handover and signing calls as the mock does: the same
// seed, the same pinned clock, the same calls in the same order to both over HTTP, and the
// answers compared whole. Images are compared by their bytes' hash (the server keeps every
// signature as media, named by URL with a key of its own; the mock keeps a handover's signatures
// inline), new tag codes and signing tokens by whose they are (random on both sides).
import { createHash } from 'node:crypto';
import { type EndpointName, type Id, parseMediaUrl } from '@scaffold/domain';
import {
  advanceMockClock,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  getDatabase,
  type MockHttpServer,
  resetDatabase,
  startMockHttpServer,
} from '@scaffold/mocks/node';
import { imageOf } from '@scaffold/mocks/seed';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, sites } from '../db/schema';
import { asCustomer } from '../db/scope';
import { dashboardScaffoldTags } from '../services/scaffolds/tag-counts';
import {
  type AccountName,
  type Answer,
  type CallOptions,
  callOver,
  startHttpTestServer,
  type TestServer,
} from '../testing/http-test-server';

const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const OTHER_SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';
const MINUTE_MS = 60_000;

/** A media row's image type, from its blob. */
const blobType = sql<string>`(select content_type from blobs where blobs.hash = ${media.blobHash})`;

let server: TestServer;
let mock: MockHttpServer;
/** Access tokens by side and account, with the (shared) clock's time they were made. */
const tokens = {
  server: new Map<string, { token: string; at: number }>(),
  mock: new Map<string, { token: string; at: number }>(),
};

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function imageHash(dataUrl: string): string | null {
  const image = imageOf(dataUrl);
  return image ? `image:${image.type}:${sha(image.bytes)}` : null;
}

/** Every string of an answer, to find its media URLs. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, out);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) strings(item, out);
  return out;
}

function mapStrings(value: unknown, change: (text: string) => string): unknown {
  if (typeof value === 'string') return change(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, change));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapStrings(item, change)]),
    );
  }
  return value;
}

/** The mock's answer with every image as the hash of its bytes. */
function mockImages(value: unknown): unknown {
  const state = getDatabase();
  return mapStrings(value, (text) => {
    if (text.startsWith('data:')) return imageHash(text) ?? text;
    const url = parseMediaUrl(text);
    if (!url) return text;
    const record = state.media[String(url.id)];
    const blob = record ? state.blobs[record.blob] : undefined;
    return (blob && imageHash(blob.data_url)) ?? `unknown media ${url.id}`;
  });
}

/** The server's answer with every image as the hash of its bytes (its blob's name). */
async function serverImages(value: unknown): Promise<unknown> {
  const ids = strings(value).flatMap((text) => {
    const id = parseMediaUrl(text)?.id;
    return id === undefined ? [] : [id];
  });
  const rows =
    ids.length === 0
      ? []
      : await server.running.database.db
          .select({ id: media.id, hash: media.blobHash, type: blobType })
          .from(media)
          .where(inArray(media.id, ids));
  const byId = new Map<Id, string>(rows.map((row) => [row.id, `image:${row.type}:${row.hash}`]));
  return mapStrings(value, (text) => {
    if (text.startsWith('data:')) return imageHash(text) ?? text;
    const url = parseMediaUrl(text);
    return url ? (byId.get(url.id) ?? `unknown media ${url.id}`) : text;
  });
}

async function login(side: 'server' | 'mock', account: AccountName): Promise<string> {
  const kept = tokens[side].get(account);
  // Access tokens live 5 minutes of each side's clock.
  if (kept && server.now().getTime() - kept.at < 4 * MINUTE_MS) return kept.token;
  const base = side === 'server' ? server.url : mock.url;
  const answer = await callOver(base, 'login', {
    body: { email: DEMO_ACCOUNTS[account].email, password: DEMO_PASSWORD },
    from: `198.19.1.${Object.keys(DEMO_ACCOUNTS).indexOf(account) + 1}`,
  });
  if (answer.status !== 200) throw new Error(`${side} login ${account}: ${answer.status}`);
  tokens[side].set(account, { token: answer.json.access, at: server.now().getTime() });
  return answer.json.access;
}

interface BothOptions extends Omit<CallOptions, 'token'> {
  as?: AccountName;
}

/** One call to both, in turn; each answer as it came and with images by their hash. */
async function both(endpoint: EndpointName, options: BothOptions = {}) {
  const { as, ...rest } = options;
  const from = rest.from ?? '203.0.113.9';
  const fromServer = await callOver(server.url, endpoint, {
    ...rest,
    from,
    ...(as ? { token: await login('server', as) } : {}),
  });
  const fromMock = await callOver(mock.url, endpoint, {
    ...rest,
    from,
    ...(as ? { token: await login('mock', as) } : {}),
  });
  return {
    server: fromServer,
    mock: fromMock,
    serverBody: await serverImages(fromServer.json),
    mockBody: mockImages(fromMock.json),
  };
}

/** Expects the two to answer alike: same status, same body (images by hash). */
async function same(endpoint: EndpointName, options: BothOptions = {}) {
  const answers = await both(endpoint, options);
  expect({ status: answers.server.status, body: answers.serverBody }, endpoint).toEqual({
    status: answers.mock.status,
    body: answers.mockBody,
  });
  return answers;
}

function advanceBoth(ms: number) {
  server.advance(ms);
  advanceMockClock(ms);
}

beforeAll(async () => {
  resetDatabase();
  mock = await startMockHttpServer();
  server = await startHttpTestServer();
}, 300_000);

afterAll(async () => {
  await mock?.close();
  await server?.close();
});

describe('the seeded scaffolds', { timeout: 120_000 }, () => {
  it('are listed alike, per customer and per site', async () => {
    const state = getDatabase();
    const first = await same('scaffolds', { as: 'manager' });
    expect(first.server.json.scaffolds.length).toBe(
      state.scaffolds.filter((scaffold) => scaffold.customer_id === 1).length,
    );
    await same('scaffolds', { as: 'otherAdmin' });
    const siteIds = [...new Set(state.scaffolds.map((scaffold) => scaffold.site_id))];
    for (const siteId of siteIds) {
      await same('scaffolds', { as: 'manager', query: `site_id=${siteId}` });
      await same('scaffolds', { as: 'otherAdmin', query: `site_id=${siteId}` });
    }
    await same('scaffolds', { as: 'manager', query: 'site_id=999999' });
    await same('scaffolds', { as: 'manager', query: 'site_id=abc' });
    await same('scaffolds', {});
  });

  it('answer their details, certificates and tags alike, to their customer only', async () => {
    const state = getDatabase();
    for (const scaffold of state.scaffolds) {
      for (const as of ['manager', 'otherAdmin'] as const) {
        await same('scaffoldDetails', { as, params: { scaffold_id: scaffold.id } });
      }
    }
    await same('scaffoldDetails', { as: 'manager', params: { scaffold_id: 999999 } });
    for (const handover of state.handovers) {
      for (const as of ['staff', 'otherAdmin'] as const) {
        await same('handoverCertificate', { as, params: { handover_id: handover.id } });
      }
    }
    for (const code of state.tagCodes) {
      for (const as of ['staff', 'otherAdmin'] as const) {
        await same('scaffoldByTag', { as, params: { tag_code: code.code } });
      }
    }
  });

  it('answer the public tag page alike, live and replaced, and log the scans alike', async () => {
    const state = getDatabase();
    for (const code of state.tagCodes) {
      const answer = await same('tagStatus', { params: { tag_code: code.code } });
      expect(answer.server.headers.get('cache-control')).toBe('no-store');
    }
    await same('tagStatus', { params: { tag_code: 'A'.repeat(22) } });
    for (const scaffold of state.scaffolds) {
      await same('scaffoldDetails', {
        as: scaffold.customer_id === 1 ? 'manager' : 'otherAdmin',
        params: { scaffold_id: scaffold.id },
      });
    }
  });

  it('answer every seeded signing link alike', async () => {
    for (const link of getDatabase().signingLinks) {
      await same('signingDocument', { params: { token: link.token } });
    }
    await same('signingDocument', { params: { token: 'B'.repeat(43) } });
  });

  it("count the Dashboard's tags as the mock's Dashboard does", async () => {
    const summary = await callOver(mock.url, 'dashboardSummary', {
      token: await login('mock', 'manager'),
    });
    const counts = await asCustomer(server.running.database.db, { customerId: 1 }, async (tx) => {
      const names = new Map(
        (await tx.select({ id: sites.id, name: sites.name }).from(sites)).map((row) => [
          row.id,
          row.name,
        ]),
      );
      const { version } = await server.running.services.readModel.viewAt(tx, 1);
      return dashboardScaffoldTags(
        (work) => work(tx),
        server.running.services,
        { customerId: 1, version },
        (siteId) => names.get(siteId),
        server.now(),
      );
    });
    expect(counts).toEqual(summary.json.scaffold_tags);
    expect(counts.green + counts.amber + counts.red).toBeGreaterThan(0);
  });
});

describe('a scaffold from its erection to its client signing later, on both', {
  timeout: 120_000,
}, () => {
  it('answers every step alike', async () => {
    const state = getDatabase();
    const siteId = state.scaffolds.find((scaffold) => scaffold.customer_id === 1)?.site_id ?? 0;
    const description = {
      description: 'Independent tied scaffold, gable end',
      system: 'Cuplock',
      height_m: 12,
      lifts: 6,
      load_class: 3,
      permitted_use: 'Brickwork',
      limitations: '',
    };
    advanceBoth(MINUTE_MS);
    const codes = { server: '', mock: '' };
    const withoutCode = (answer: Answer, side: 'server' | 'mock') => {
      const scaffold = answer.json.scaffold;
      codes[side] = scaffold.tag_code;
      return { ...answer.json, scaffold: { ...scaffold, tag_code: 'random' } };
    };
    const created = await both('createScaffold', {
      as: 'manager',
      body: { site_id: siteId, ...description },
    });
    expect(created.server.status).toBe(201);
    expect(withoutCode(created.server, 'server')).toEqual(withoutCode(created.mock, 'mock'));
    const scaffoldId = created.server.json.scaffold.id;
    expect(codes.server).not.toBe(codes.mock);

    await same('createScaffold', {
      as: 'manager',
      body: { site_id: siteId, tag_number: 't-0001', ...description },
    });
    await same('createScaffold', { as: 'otherAdmin', body: { site_id: siteId, ...description } });
    await same('createScaffold', {
      as: 'manager',
      body: { site_id: siteId, sublocation_id: 999999, ...description },
    });

    advanceBoth(MINUTE_MS);
    const handover = {
      ...description,
      limitations: 'No loading above lift 4.',
      ties_tested: 'yes',
      ties_notes: '1 in 10 pull-tested',
      erected_by: 'Erection team 2',
      competent_person_name: 'Gary Holt',
      competent_person_position: 'Scaffold supervisor (CISRS Advanced)',
      handed_over_at: new Date(server.now().getTime() - MINUTE_MS).toISOString(),
      competent_person_signature: SIGNATURE,
      client: null,
    };
    await same('recordHandover', {
      as: 'manager',
      params: { scaffold_id: scaffoldId },
      body: { ...handover, competent_person_signature: 'data:image/gif;base64,R0lGOD==' },
    });
    await same('recordHandover', {
      as: 'manager',
      params: { scaffold_id: scaffoldId },
      body: { ...handover, handed_over_at: new Date(server.now().getTime() + 3_600_000) },
    });
    const handed = await both('recordHandover', {
      as: 'manager',
      params: { scaffold_id: scaffoldId },
      body: handover,
    });
    expect(handed.server.status).toBe(201);
    expect(await serverImages(withoutCode(handed.server, 'server'))).toEqual(
      mockImages(withoutCode(handed.mock, 'mock')),
    );
    await same('recordHandover', {
      as: 'manager',
      params: { scaffold_id: scaffoldId },
      body: handover,
    });
    const handoverId = handed.server.json.handover.id;
    await same('handoverCertificate', { as: 'manager', params: { handover_id: handoverId } });

    advanceBoth(MINUTE_MS);
    const made = await both('createSigningLink', {
      as: 'manager',
      body: { document: { kind: 'handover', id: handoverId } },
    });
    expect(made.server.status).toBe(201);
    expect(made.server.json.link).toEqual(made.mock.json.link);
    const signingTokens = { server: made.server.json.token, mock: made.mock.json.token };
    const opened = {
      server: await callOver(server.url, 'signingDocument', {
        params: { token: signingTokens.server },
      }),
      mock: await callOver(mock.url, 'signingDocument', { params: { token: signingTokens.mock } }),
    };
    expect(await serverImages(opened.server.json)).toEqual(mockImages(opened.mock.json));

    advanceBoth(MINUTE_MS);
    const sign = async (name: string, signature: string) => ({
      server: await callOver(server.url, 'signDocument', {
        params: { token: signingTokens.server },
        body: { name, signature },
      }),
      mock: await callOver(mock.url, 'signDocument', {
        params: { token: signingTokens.mock },
        body: { name, signature },
      }),
    });
    const refused = await sign('Helen Ward', 'data:text/plain;base64,AAAA');
    expect([refused.server.status, refused.server.json]).toEqual([
      refused.mock.status,
      refused.mock.json,
    ]);
    const signed = await sign('Helen Ward', OTHER_SIGNATURE);
    expect(signed.server.status).toBe(200);
    expect(signed.server.json).toEqual(signed.mock.json);
    const again = await sign('Someone Else', OTHER_SIGNATURE);
    expect([again.server.status, again.server.json]).toEqual([again.mock.status, again.mock.json]);

    const details = await both('scaffoldDetails', {
      as: 'manager',
      params: { scaffold_id: scaffoldId },
    });
    expect(await serverImages(withoutCode(details.server, 'server'))).toEqual(
      mockImages(withoutCode(details.mock, 'mock')),
    );
    expect(details.server.json.scaffold.status).toEqual({ colour: 'amber', reason: 'limited' });

    await same('changeScaffoldLife', {
      as: 'manager',
      params: { scaffold_id: scaffoldId },
      body: { life: 'struck' },
    });
    const moved = await both('changeScaffoldLife', {
      as: 'manager',
      params: { scaffold_id: scaffoldId },
      body: { life: 'in_use' },
    });
    expect(withoutCode(moved.server, 'server')).toEqual(withoutCode(moved.mock, 'mock'));

    advanceBoth(MINUTE_MS);
    const before = { ...codes };
    const reprinted = await both('reprintTag', {
      as: 'manager',
      params: { scaffold_id: scaffoldId },
    });
    expect(withoutCode(reprinted.server, 'server')).toEqual(withoutCode(reprinted.mock, 'mock'));
    expect(codes.server).not.toBe(before.server);
    const replaced = {
      server: await callOver(server.url, 'tagStatus', { params: { tag_code: before.server } }),
      mock: await callOver(mock.url, 'tagStatus', { params: { tag_code: before.mock } }),
    };
    expect(replaced.server.json).toEqual(replaced.mock.json);
    expect(replaced.server.json.state).toBe('replaced');
    const live = {
      server: await callOver(server.url, 'tagStatus', { params: { tag_code: codes.server } }),
      mock: await callOver(mock.url, 'tagStatus', { params: { tag_code: codes.mock } }),
    };
    expect(live.server.json).toEqual(live.mock.json);

    advanceBoth(MINUTE_MS);
    const weather = await both('recordAdverseWeather', {
      as: 'manager',
      params: { site_id: siteId },
    });
    const withoutCodes = (answer: Answer) =>
      answer.json.scaffolds.map((scaffold: { tag_code: string }) => ({
        ...scaffold,
        tag_code:
          scaffold.tag_code === codes.server || scaffold.tag_code === codes.mock
            ? 'new'
            : scaffold.tag_code,
      }));
    expect(withoutCodes(weather.server)).toEqual(withoutCodes(weather.mock));
    await same('recordAdverseWeather', { as: 'otherAdmin', params: { site_id: siteId } });
    await same('revokeSigningLink', {
      as: 'manager',
      params: { link_id: made.server.json.link.id },
    });
    await same('revokeSigningLink', { as: 'otherAdmin', params: { link_id: 1 } });
  });

  it("signs an inspection's report through a link alike", async () => {
    const link = getDatabase().signingLinks.find((entry) => entry.document.kind === 'inspection');
    if (!link) throw new Error('fixture: the seeded inspection link');
    advanceBoth(MINUTE_MS);
    const made = await both('createSigningLink', {
      as: 'manager',
      body: { document: link.document },
    });
    expect(made.server.json.link).toEqual(made.mock.json.link);
    await same('signingDocument', { params: { token: link.token } });
    const opened = {
      server: await callOver(server.url, 'signingDocument', {
        params: { token: made.server.json.token },
      }),
      mock: await callOver(mock.url, 'signingDocument', {
        params: { token: made.mock.json.token },
      }),
    };
    expect(await serverImages(opened.server.json)).toEqual(mockImages(opened.mock.json));
    expect(opened.server.json.document.kind).toBe('inspection');
    const body = { name: 'Colin Fraser', signature: SIGNATURE };
    const signed = {
      server: await callOver(server.url, 'signDocument', {
        params: { token: made.server.json.token },
        body,
      }),
      mock: await callOver(mock.url, 'signDocument', {
        params: { token: made.mock.json.token },
        body,
      }),
    };
    expect(signed.server.json).toEqual(signed.mock.json);
    await same('createSigningLink', { as: 'manager', body: { document: link.document } });
    const scaffoldId = getDatabase()
      .customers.flatMap((customer) => customer.clients.flatMap((client) => client.sites))
      .flatMap((site) => site.inspections)
      .find((inspection) => inspection.id === link.document.id)?.scaffold_id;
    if (!scaffoldId) throw new Error('fixture: the inspection names a scaffold');
    await same('scaffoldDetails', { as: 'manager', params: { scaffold_id: scaffoldId } });
  });
});
