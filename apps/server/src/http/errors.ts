// Every refusal and failure is answered as the contract's `{detail}`: a service's HttpProblem as
// it says; Fastify's own refusals (body too large, wrong content type, bad JSON, unknown path)
// with their status; the database away as 503 with Retry-After; a transaction the database rolled
// back for meeting another (a deadlock, a serialisation failure) as 503 too, since nothing of it
// was stored and the same request sent again goes through; anything else as a plain 500 whose
// detail says nothing of the cause (the log has it, with the request's id).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpProblem } from './problem';

/** PostgreSQL's and the driver's signs that the database cannot be reached right now. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause: unknown = error, depth = 0; cause && depth < 5; depth += 1) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connection is closed/i.test(
        message,
      )
    ) {
      return true;
    }
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * PostgreSQL's refusal of text it cannot store: the NUL character, which JSON can carry (\u0000)
 * and neither text nor jsonb can hold. The request's fault, so a 400, never a 500.
 */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

/** Whether the error, or one it was caused by (the query layer wraps the driver's), has a code of `codes`. */
function hasCode(error: unknown, codes: ReadonlySet<string>): boolean {
  for (let cause: unknown = error, depth = 0; cause && depth < 5; depth += 1) {
    const { code } = cause as { code?: unknown };
    if (typeof code === 'string' && codes.has(code)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

export const isUnstorableText = (error: unknown): boolean => hasCode(error, UNSTORABLE_TEXT_CODES);

/**
 * PostgreSQL's rollback of a transaction that met another at the same moment: deadlock_detected,
 * serialization_failure, lock_not_available. Every write is one transaction, so nothing of it is
 * stored, and a retry (the portal's outbox retries a 503 with the same key) goes through.
 */
const CONFLICT_CODES = new Set(['40P01', '40001', '55P03']);

export const isTransactionConflict = (error: unknown): boolean => hasCode(error, CONFLICT_CODES);

const FASTIFY_DETAILS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The body is larger than this call takes.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The body must be JSON (Content-Type: application/json).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The body is not as long as its Content-Length says.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body: Required',
  FST_ERR_BAD_URL: 'Not found.',
};

export function handleErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpProblem) {
      for (const [name, value] of Object.entries(error.extra.headers ?? {})) {
        reply.header(name, value);
      }
      return reply
        .status(error.status)
        .send({ detail: error.detail, ...(error.extra.code ? { code: error.extra.code } : {}) });
    }
    if (isUnstorableText(error)) {
      return reply
        .status(400)
        .send({ detail: 'The request holds a character that cannot be stored (NUL, \\u0000).' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', '5')
        .send({ detail: 'The service is briefly unavailable. Try again shortly.' });
    }
    if (isTransactionConflict(error)) {
      request.log.warn({ err: error }, 'transaction rolled back by a conflict');
      return reply.status(503).header('Retry-After', '1').send({
        detail: 'The request met another at the same moment and was not done. Try again.',
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const detail =
        FASTIFY_DETAILS[error.code] ??
        (error.validation ? 'The request is not valid.' : error.message);
      return reply.status(status === 404 ? 404 : status).send({ detail });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ detail: 'The server could not answer this request.' });
  });
}

/** An unknown path under /api is the contract's 404; anything else is the page's (`page`). */
export function answerUnknownPaths(
  app: FastifyInstance,
  page: ((request: FastifyRequest, reply: FastifyReply) => unknown) | null,
): void {
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || !page) {
      return reply.status(404).send({ detail: 'Not found.' });
    }
    return page(request, reply);
  });
}
