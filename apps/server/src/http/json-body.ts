// Request bodies: JSON only (anything else is refused 415 by Fastify before it is read), parsed
// here so a body that is not JSON is the contract's 400, and its text is kept for the
// Idempotency-Key's fingerprint.
import { ENDPOINTS, type EndpointContract, type EndpointName } from '@scaffold/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { problem } from './problem';

const rawBodies = new WeakMap<FastifyRequest, string>();

export const rawBodyOf = (request: FastifyRequest): string => rawBodies.get(request) ?? '';

/** Does the contract's call at this route take a body? (Routes outside the contract: yes.) */
function takesBody(request: FastifyRequest): boolean {
  const name = (request.routeOptions.config as { endpoint?: EndpointName } | undefined)?.endpoint;
  return !name || (ENDPOINTS[name] as EndpointContract).request !== undefined;
}

export function acceptJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    // A call that takes no body reads none, whatever was sent.
    if (!takesBody(request)) return done(null, undefined);
    rawBodies.set(request, text);
    try {
      done(null, text === '' ? undefined : JSON.parse(text));
    } catch {
      done(problem(400, 'The body is not valid JSON'), undefined);
    }
  });
  // Any other type: refused on a call that takes a body; on one that takes none (a POST that
  // only names its record in the path) the body is not read for anything, so it is let be, as
  // the mock does, and the caller hears the call's own answer (a stranger its 403, not a 415).
  app.addContentTypeParser('*', { parseAs: 'string' }, (request, _body, done) => {
    const name = (request.routeOptions.config as { endpoint?: EndpointName } | undefined)?.endpoint;
    if (name && !(ENDPOINTS[name] as EndpointContract).request) return done(null, undefined);
    const refused = problem(415, 'The body must be JSON (Content-Type: application/json).');
    done(refused, undefined);
  });
}
