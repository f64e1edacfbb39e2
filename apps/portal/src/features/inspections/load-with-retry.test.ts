import {
  ApiAbortedError,
  ApiError,
  ApiNetworkError,
  ApiSessionExpiredError,
} from '@scaffold/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isRefreshFailure, loadWithOneRetry } from './load-with-retry';

describe('isRefreshFailure', () => {
  it("knows the client's session-expired error and any message saying 'refresh failed'", () => {
    expect(isRefreshFailure(new ApiSessionExpiredError())).toBe(true);
    expect(isRefreshFailure(new Error('Unauthorized and refresh failed'))).toBe(true);
    expect(isRefreshFailure(new ApiError(500))).toBe(false);
    expect(isRefreshFailure('refresh failed')).toBe(false);
  });
});

describe('loadWithOneRetry', () => {
  it('warns once and retries once after an ordinary failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new ApiError(503)).mockResolvedValueOnce('data');
    const onRetry = vi.fn();
    await expect(loadWithOneRetry(load, onRetry)).resolves.toBe('data');
    expect(load).toHaveBeenCalledTimes(2);
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('gives up after the second failure, with that error', async () => {
    const second = new ApiError(500);
    const load = vi.fn().mockRejectedValueOnce(new ApiError(503)).mockRejectedValueOnce(second);
    await expect(loadWithOneRetry(load, () => {})).rejects.toBe(second);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not retry a refresh failure or an abort', async () => {
    for (const error of [new ApiSessionExpiredError(), new ApiAbortedError()]) {
      const load = vi.fn().mockRejectedValue(error);
      const onRetry = vi.fn();
      await expect(loadWithOneRetry(load, onRetry)).rejects.toBe(error);
      expect(load).toHaveBeenCalledOnce();
      expect(onRetry).not.toHaveBeenCalled();
    }
  });

  describe('with the browser offline', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('does not retry a failed connection, and says nothing of an expired session', async () => {
      vi.stubGlobal('navigator', { onLine: false });
      const failed = new ApiNetworkError('GET /api/get_customer_inspections/1');
      const load = vi.fn().mockRejectedValue(failed);
      const onRetry = vi.fn();
      await expect(loadWithOneRetry(load, onRetry)).rejects.toBe(failed);
      expect(load).toHaveBeenCalledOnce();
      expect(onRetry).not.toHaveBeenCalled();
    });

    it('still retries a server error once', async () => {
      vi.stubGlobal('navigator', { onLine: false });
      const load = vi.fn().mockRejectedValueOnce(new ApiError(503)).mockResolvedValueOnce('data');
      await expect(loadWithOneRetry(load, () => {})).resolves.toBe('data');
    });
  });
});
