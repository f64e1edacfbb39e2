// A TCP relay that delays every byte by a fixed time each way: the network between the server's
// instances and PostgreSQL when they stand on different machines, on a machine where they share
// one loopback (this kernel has no netem to put the delay on an interface). Order is kept: Node
// runs timers of one duration in the order they were set.
import { createServer, type Server, Socket } from 'node:net';

export interface LatencyProxy {
  port: number;
  close(): Promise<void>;
}

/** Relays 127.0.0.1:<port> to `target`, each chunk held `oneWayMs` in either direction. */
export async function startLatencyProxy(
  target: { host: string; port: number },
  oneWayMs: number,
): Promise<LatencyProxy> {
  const open = new Set<Socket>();
  const relay = (from: Socket, to: Socket) => {
    from.on('data', (chunk) => {
      setTimeout(() => {
        if (!to.destroyed) to.write(chunk);
      }, oneWayMs);
    });
    // The close travels as late as the bytes before it.
    from.on('end', () => setTimeout(() => to.end(), oneWayMs));
    from.on('error', () => to.destroy());
    from.on('close', () => open.delete(from));
  };
  const server: Server = createServer((client) => {
    const upstream = new Socket();
    open.add(client);
    open.add(upstream);
    upstream.connect(target.port, target.host);
    relay(client, upstream);
    relay(upstream, client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
