// Who a caller is, for the rate limits: a header anyone can write is believed only from a proxy
// the settings trust, and then only its right-most address (the one that proxy saw).
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { callerAddress } from './caller-address';

async function seen(trustProxy: false | string[], forwardedFor: string) {
  const app = Fastify({ trustProxy });
  app.get('/', async (request) => ({ caller: callerAddress(request) }));
  const answer = await app.inject({
    url: '/',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': forwardedFor },
  });
  await app.close();
  return (answer.json() as { caller: string }).caller;
}

describe('callerAddress', () => {
  it('is the connection when no proxy is trusted, whatever X-Forwarded-For says', async () => {
    expect(await seen(false, '203.0.113.9')).toBe('127.0.0.1');
    expect(await seen(false, '198.51.100.1, 203.0.113.9')).toBe('127.0.0.1');
  });

  it("is the right-most address a trusted proxy adds, not a client's own claim", async () => {
    // The client wrote 198.51.100.1 itself; the trusted proxy appended the address it saw.
    expect(await seen(['127.0.0.1'], '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await seen(['loopback'], '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
  });
});
