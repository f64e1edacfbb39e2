// Liveness (/health: the process answers) and readiness (/ready: it can reach its database),
// for a load balancer or an orchestrator. Neither is rate-limited nor needs a token; neither says
// anything but yes or no.
import type { FastifyInstance } from 'fastify';

export function registerHealth(app: FastifyInstance, ready: () => Promise<boolean>): void {
  app.get('/health', async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/ready', async (_request, reply) => {
    const up = await ready().catch(() => false);
    return reply
      .status(up ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status: up ? 'ready' : 'unavailable' });
  });
}
