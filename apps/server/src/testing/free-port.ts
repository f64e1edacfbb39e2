import { createServer } from 'node:net';

/**
 * A TCP port on 127.0.0.1 that nothing listens on at the moment of asking: the system picks it
 * (listen on 0), the probe closes, the port is handed on. Here in the server's testing folder so
 * the server's tests, e2e/ and scripts/ all may import it.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        // A TCP listen always has an address object; anything else is no port to hand on.
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('the probe listened on no TCP port')),
      );
    });
  });
}
