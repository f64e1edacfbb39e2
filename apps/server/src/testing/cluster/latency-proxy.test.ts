import { createServer, type Server, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type LatencyProxy, startLatencyProxy } from './latency-proxy';

describe('the latency proxy', () => {
  let echo: Server | undefined;
  let proxy: LatencyProxy | undefined;
  afterEach(async () => {
    await proxy?.close();
    await new Promise((resolve) => echo?.close(resolve));
  });

  it('relays every byte in order, each way no sooner than its delay', async () => {
    echo = createServer((socket) => socket.pipe(socket));
    await new Promise<void>((resolve) => echo?.listen(0, '127.0.0.1', resolve));
    const address = echo.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    proxy = await startLatencyProxy({ host: '127.0.0.1', port }, 40);

    const client = new Socket();
    await new Promise<void>((resolve) => client.connect(proxy?.port ?? 0, '127.0.0.1', resolve));
    const sent = Array.from({ length: 200 }, (_, i) => `line ${i}\n`).join('');
    const received: Buffer[] = [];
    const started = performance.now();
    const back = new Promise<number>((resolve) => {
      client.on('data', (chunk) => {
        received.push(chunk);
        if (Buffer.concat(received).length >= sent.length) resolve(performance.now() - started);
      });
    });
    // In pieces, as a client's statements go: their order must survive the delay.
    for (let i = 0; i < sent.length; i += 97) client.write(sent.slice(i, i + 97));
    const roundTripMs = await back;
    client.destroy();
    expect(Buffer.concat(received).toString()).toBe(sent);
    // There and back: two delays at least (a lower bound, less a timer's millisecond: a busy machine only adds to it).
    expect(roundTripMs).toBeGreaterThanOrEqual(75);
  });
});
