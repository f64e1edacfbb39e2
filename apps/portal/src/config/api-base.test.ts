// One base URL, the same URLs everywhere: the client's calls, photos and signatures, and the built
// page's policy, whether VITE_API_BASE_URL ends with a slash or not.
import { createApiClient, createMemorySession } from '@scaffold/api-client';
import { describe, expect, it } from 'vitest';
import { apiOrigin, cspDirectives } from '../../vite-plugins/content-security-policy';
import { mediaSrcAt } from '../data/cache/media-preload';
import { apiBaseUrl } from './api-base';

const MEDIA = '/api/media/12?key=9f3a';

/** What a build with this VITE_API_BASE_URL asks and allows. */
async function urlsOf(raw: string) {
  const base = apiBaseUrl(raw);
  const asked: string[] = [];
  const api = createApiClient({
    baseUrl: base,
    session: createMemorySession(),
    fetch: async (input) => {
      asked.push(String(input));
      return new Response('{"calls":[]}', { headers: { 'Content-Type': 'application/json' } });
    },
  });
  await api.getCapabilities();
  return {
    call: asked[0],
    media: mediaSrcAt(base, MEDIA),
    policy: cspDirectives({ scripts: [], styles: [] }, apiOrigin(base)),
  };
}

describe('the API base URL', () => {
  it('gives the same URLs with or without a trailing slash, on another origin', async () => {
    const bare = await urlsOf('https://api.example.com');
    expect(bare).toEqual({
      call: 'https://api.example.com/api/capabilities/',
      media: `https://api.example.com${MEDIA}`,
      policy: expect.stringContaining(
        "img-src 'self' data: blob: https://api.example.com; font-src 'self'; connect-src 'self' https://api.example.com;",
      ),
    });
    for (const raw of ['https://api.example.com/', ' https://api.example.com// ']) {
      expect(await urlsOf(raw)).toEqual(bare);
    }
  });

  it('and under a path of the portal’s own origin', async () => {
    const bare = await urlsOf('/backend');
    expect([bare.call, bare.media]).toEqual(['/backend/api/capabilities/', `/backend${MEDIA}`]);
    expect(await urlsOf('/backend/')).toEqual(bare);
    expect(bare.policy).toContain("img-src 'self' data: blob:;");
  });

  it('is the portal’s own origin when unset or a slash (never //api/…, another host)', async () => {
    for (const raw of [undefined, '', '/']) {
      expect(apiBaseUrl(raw)).toBe('');
    }
    const own = await urlsOf('/');
    expect([own.call, own.media]).toEqual(['/api/capabilities/', MEDIA]);
  });
});
