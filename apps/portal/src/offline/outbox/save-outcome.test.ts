// The one classifier of a failed save (docs/DECISIONS.md "Saves and the outbox": the outcomes table), by
// example and over every status and every kind of error the API client raises.
import {
  ApiAbortedError,
  ApiError,
  ApiMalformedResponseError,
  ApiNetworkError,
  ApiNoAccessTokenError,
  ApiSessionChangedError,
  ApiSessionExpiredError,
  ApiTimeoutError,
} from '@scaffold/api-client';
import { IDEMPOTENCY_ERROR_CODES } from '@scaffold/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifySaveError } from './save-outcome';

const CALL = 'POST /api/save_inspection/' as const;
const GATEWAY_PAGE = '<html><head><title>504 Gateway Time-out</title></head></html>';

describe('classifySaveError', () => {
  it.each([
    [400, { detail: 'temperature: too low' }, 'temperature: too low'],
    [
      403,
      { detail: 'You do not have permission to perform this action.' },
      'You do not have permission to perform this action.',
    ],
    [404, null, 'The server refused it (404).'],
    [409, { detail: 'Conflict with a later inspection.' }, 'Conflict with a later inspection.'],
    [413, 'Request Entity Too Large', 'The server refused it (413).'],
    [
      422,
      { detail: 'Used with another body.', code: IDEMPOTENCY_ERROR_CODES.reused },
      'Used with another body.',
    ],
    [410, { message: 'Gone for good' }, 'Gone for good'],
  ])('refuses on %i, with the server’s own words when it gave any', (status, body, reason) => {
    expect(classifySaveError(new ApiError(status, body))).toEqual({
      kind: 'refused',
      status,
      reason,
    });
  });

  it.each([408, 425, 429, 500, 502, 503, 504])('tries again later on %i', (status) => {
    expect(classifySaveError(new ApiError(status, GATEWAY_PAGE))).toEqual({
      kind: 'transient',
      cause: 'server',
      status,
    });
  });

  it("waits and asks again on the key layer's 409 'still in progress', unlike a conflict", () => {
    const running = new ApiError(409, {
      detail: 'Still running.',
      code: IDEMPOTENCY_ERROR_CODES.inProgress,
    });
    expect(classifySaveError(running)).toEqual({
      kind: 'transient',
      cause: 'in-progress',
      status: 409,
    });
  });

  it('keeps for later on no connection, no answer in time, or anything unforeseen', () => {
    expect(classifySaveError(new ApiNetworkError(CALL))).toMatchObject({
      kind: 'transient',
      cause: 'network',
    });
    expect(classifySaveError(new ApiTimeoutError(CALL, 90_000))).toMatchObject({
      kind: 'transient',
      cause: 'timeout',
    });
    expect(classifySaveError(new TypeError('Failed to fetch'))).toMatchObject({
      kind: 'transient',
      cause: 'unexpected',
    });
    expect(classifySaveError(new ApiMalformedResponseError(CALL, 200, []))).toMatchObject({
      kind: 'transient',
      cause: 'unexpected',
    });
  });

  it('waits for sign-in when the refresh token was refused, there is no token, or the session is another person’s', () => {
    expect(classifySaveError(new ApiSessionExpiredError())).toEqual({ kind: 'session' });
    expect(classifySaveError(new ApiNoAccessTokenError())).toEqual({ kind: 'session' });
    expect(classifySaveError(new ApiSessionChangedError())).toEqual({ kind: 'session' });
  });

  it('tries again later after a 401 that followed a successful refresh: the session is not over', () => {
    expect(classifySaveError(new ApiError(401, null))).toEqual({
      kind: 'transient',
      cause: 'unauthorized',
      status: 401,
    });
  });

  it('knows an abort (the page closing, sign-out)', () => {
    expect(classifySaveError(new ApiAbortedError())).toEqual({ kind: 'aborted' });
    expect(classifySaveError(new DOMException('stopped', 'AbortError'))).toEqual({
      kind: 'aborted',
    });
  });

  it('puts every status in exactly the class of the table, whatever the body', () => {
    const bodies = fc.oneof(
      fc.constant(null),
      fc.string(),
      fc.record({ detail: fc.string() }),
      fc.record({ detail: fc.string(), code: fc.string() }),
      fc.jsonValue(),
    );
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), bodies, (status, body) => {
        const outcome = classifySaveError(new ApiError(status, body));
        const inProgress =
          status === 409 &&
          typeof body === 'object' &&
          body !== null &&
          (body as { code?: unknown }).code === IDEMPOTENCY_ERROR_CODES.inProgress;
        if (status === 401) expect(outcome).toMatchObject({ kind: 'transient', status });
        else if (inProgress)
          expect(outcome).toMatchObject({ kind: 'transient', cause: 'in-progress' });
        else if (status >= 400 && status < 500 && ![408, 425, 429].includes(status)) {
          expect(outcome).toMatchObject({ kind: 'refused', status });
          if (outcome.kind === 'refused') expect(outcome.reason.trim()).not.toBe('');
        } else expect(outcome).toMatchObject({ kind: 'transient', cause: 'server', status });
      }),
      { numRuns: 100 },
    );
  }, 30_000);
});
