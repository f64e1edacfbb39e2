// The HTTP server: the contract's calls under /api, health and readiness, and the built portal on
// the same origin. Built from its parts (buildApp) so tests use it through inject() or a port.

import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import { routeHandlers } from '../routes';
import type { Services } from '../services/services';
import { registerContract } from './contract-routes';
import { answerUnknownPaths, handleErrors } from './errors';
import { registerHealth } from './health';
import { acceptJsonBodies } from './json-body';
import { servePortal } from './portal';

export interface AppOptions {
  services: Services;
  /** The log (pino): JSON lines, secrets redacted. */
  logger: FastifyBaseLogger;
  trustProxy: false | string[];
  /** The built portal's folder, or null to serve the API alone. */
  portalDir: string | null;
  /** Is the database reachable? For /ready. */
  ready: () => Promise<boolean>;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: options.logger,
    trustProxy: options.trustProxy,
    routerOptions: {
      // The contract's paths end in a slash or not as the spec wrote them; both spellings answer.
      ignoreTrailingSlash: true,
    },
    // Fastify's own refusals before routing (a path that is not valid percent-encoding) are the
    // contract's `{detail}` too.
    frameworkErrors: (error, _request, reply) => {
      const badUrl = error.code === 'FST_ERR_BAD_URL';
      void (reply as FastifyReply)
        .code(badUrl ? 404 : 400)
        .send({ detail: badUrl ? 'Not found.' : 'The request is not valid.' });
    },
    bodyLimit: 64 * 1024,
    // Requests in flight finish on close; new ones are refused.
    return503OnClosing: true,
    requestIdHeader: 'x-request-id',
  });
  handleErrors(app);
  acceptJsonBodies(app);
  registerHealth(app, options.ready);
  registerContract(app, routeHandlers, options.services);
  answerUnknownPaths(app, options.portalDir ? await servePortal(app, options.portalDir) : null);
  return app;
}
