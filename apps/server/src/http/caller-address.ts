import type { FastifyRequest } from 'fastify';

/**
 * Who is calling, for the rate limits: the connection's address, or the right-most address a
 * trusted proxy added (Fastify's trustProxy, from TRUST_PROXY). A header anyone can write is never
 * believed when no proxy is trusted.
 */
export const callerAddress = (request: FastifyRequest): string => request.ip || 'unknown';
