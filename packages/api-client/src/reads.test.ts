// The reads shaped by the screens through the client, against the mock backend.
import { CAPABILITY_CALLS, mediaIdOf } from '@scaffold/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, endpointHandler, setScenario } from '@scaffold/mocks';
import { useMockServer } from '@scaffold/mocks/testing';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { searchOf } from './endpoints/reads';
import { ApiMalformedResponseError } from './errors';
import { createMemorySession } from './session';

const server = useMockServer();

async function signedIn() {
  const session = createMemorySession();
  const api = createApiClient({ baseUrl: 'https://api.example.com', session });
  session.setTokens(await api.login({ email: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD }));
  return api;
}

describe('the reads shaped by the screens', () => {
  it('learns which calls the server has, and that a server with only the spec calls has none', async () => {
    const api = await signedIn();
    const capabilities = await api.getCapabilities();
    expect(capabilities.kind === 'listed' && capabilities.calls).toEqual(
      expect.arrayContaining([...CAPABILITY_CALLS.slice(1)]),
    );
    setScenario({ name: 'spec-only' });
    await expect(api.getCapabilities()).resolves.toEqual({ kind: 'absent', status: 404 });
    // A failure of the moment says nothing of the calls: ask again later.
    server.use(endpointHandler('capabilities', () => HttpResponse.json({}, { status: 503 })));
    await expect(api.getCapabilities()).resolves.toEqual({ kind: 'unavailable', status: 503 });
  });

  it('pages the sites as asked, and reads one site and its history', async () => {
    const api = await signedIn();
    const page = await api.listSites({ status: 'active', sort: 'name', page: 2, page_size: 5 });
    expect([page.page, page.page_size, page.results.length]).toEqual([2, 5, 5]);
    expect(page.results.every((site) => site.status.code === 'active')).toBe(true);
    const first = page.results[0];
    if (!first) throw new Error('a page of sites');
    const { site } = await api.getSiteDetails(first.id);
    expect(site.id).toBe(first.id);
    const history = await api.listSiteInspections(first.id, { page_size: 2 });
    expect(history.count).toBe(site.inspection_count);
  });

  it('reads an image as a Blob of its type; a body that is not an image is malformed', async () => {
    const api = await signedIn();
    const sites = await api.listInspectionSites({ sort: 'name', page_size: 200 });
    const withHistory = sites.results.find((row) => row.inspection_count > 0);
    const history = await api.listSiteInspections(withHistory?.id ?? 0);
    const { inspection } = await api.getInspectionDetails(history.results[0]?.id ?? 0);
    const url = inspection.signatures[0]?.signature ?? '';
    expect(mediaIdOf(url)).not.toBeNull();
    const image = await api.getMedia(url);
    expect(image.contentType).toBe('image/svg+xml');
    expect(image.blob.type).toBe('image/svg+xml');
    expect(await image.blob.text()).toMatch(/^<svg /);
    expect(image.etag).toMatch(/^"/);
    // A key not the image's is refused; a URL that is not a media URL is not sent at all.
    const wrongKey = url.replace(/key=\w+/, 'key=0123');
    await expect(api.getMedia(wrongKey)).rejects.toMatchObject({ status: 403 });
    await expect(api.getMedia('data:image/png;base64,AAAA')).rejects.toMatchObject({ status: 403 });
    server.use(endpointHandler('media', () => HttpResponse.json({ detail: 'an image' })));
    await expect(api.getMedia(url)).rejects.toBeInstanceOf(ApiMalformedResponseError);
  });

  it('sends only the query values that are set', () => {
    expect(searchOf({ status: 'active', client_id: undefined, search: '', page: 2 })).toBe(
      'status=active&page=2',
    );
    expect(searchOf({ q: 'a&b c' })).toBe('q=a%26b+c');
    expect(searchOf()).toBe('');
  });
});
