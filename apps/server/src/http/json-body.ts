// Request bodies: JSON only (anything else is refused 415 by Fastify before it is read), parsed
// here so a body that is not JSON is the contract's 400, and its text is kept for the
// Idempotency-Key's fingerprint.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { problem } from './problem';

const rawBodies = new WeakMap<FastifyRequest, string>();

export const rawBodyOf = (request: FastifyRequest): string => rawBodies.get(request) ?? '';

export function acceptJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    rawBodies.set(request, text);
    try {
      done(null, text === '' ? undefined : JSON.parse(text));
    } catch {
      done(problem(400, 'The body is not valid JSON'), undefined);
    }
  });
}
