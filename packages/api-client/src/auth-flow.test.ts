import { callNameOf } from '@scaffold/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthFlow } from './auth-flow';
import {
  ApiError,
  ApiNetworkError,
  isAbortError,
  NO_ACCESS_TOKEN_MESSAGE,
  REFRESH_FAILED_MESSAGE,
} from './errors';
import { createMemorySession, type RefreshedTokens } from './session';

const TOKENS = { access: 'access-1', refresh: 'refresh-1' };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(options: { tokens?: typeof TOKENS | null; ready?: boolean } = {}) {
  const session = createMemorySession(options.tokens === undefined ? TOKENS : options.tokens, {
    ready: options.ready ?? true,
  });
  const pending = deferred<RefreshedTokens>();
  const refresh = vi.fn((_refreshToken: string) => pending.promise);
  const flow = createAuthFlow({ session, refresh, authWaitTimeoutMs: 200, authPollMs: 10 });
  const expired = vi.fn();
  flow.onSessionExpired(expired);
  return { session, refresh, pending, flow, expired };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('waitForAccessToken', () => {
  it('resolves at once when the session is ready and holds a token', async () => {
    const { flow } = setup();
    await expect(flow.waitForAccessToken()).resolves.toBe('access-1');
  });

  it('polls until a token appears late', async () => {
    vi.useFakeTimers();
    const { flow, session } = setup({ tokens: null });
    const waiting = flow.waitForAccessToken();
    await vi.advanceTimersByTimeAsync(60);
    session.setTokens({ access: 'late', refresh: 'r' });
    await vi.advanceTimersByTimeAsync(10);
    await expect(waiting).resolves.toBe('late');
  });

  it('waits for the store to be ready before using its token', async () => {
    vi.useFakeTimers();
    const { flow, session } = setup({ ready: false });
    session.setTokens({ access: 'hydrated', refresh: 'r' });
    let settled = false;
    const waiting = flow.waitForAccessToken().finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(50);
    expect(settled).toBe(false);
    session.setReady(true);
    await vi.advanceTimersByTimeAsync(10);
    await expect(waiting).resolves.toBe('hydrated');
  });

  it("rejects with 'No access token present' when no token comes", async () => {
    const { flow } = setup({ tokens: null });
    await expect(flow.waitForAccessToken()).rejects.toThrow(NO_ACCESS_TOKEN_MESSAGE);
  });

  it('waits 5 s by default, polling every 50 ms', async () => {
    vi.useFakeTimers();
    const session = createMemorySession(null);
    const getTokens = vi.spyOn(session, 'getTokens');
    const flow = createAuthFlow({
      session,
      refresh: vi.fn(),
      authWaitTimeoutMs: 5000,
      authPollMs: 50,
    });
    const outcome = flow.waitForAccessToken().then(
      () => 'resolved',
      (error: Error) => error.message,
    );
    await vi.advanceTimersByTimeAsync(4999);
    // One look at the start, then one per 50 ms tick.
    expect(getTokens).toHaveBeenCalledTimes(1 + Math.floor(4999 / 50));
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toBe(NO_ACCESS_TOKEN_MESSAGE);
  });

  it('stops waiting when the caller aborts', async () => {
    const { flow } = setup({ tokens: null });
    const controller = new AbortController();
    const waiting = flow.waitForAccessToken(controller.signal);
    controller.abort();
    const error = await waiting.catch((caught: unknown) => caught);
    expect(isAbortError(error)).toBe(true);
  });
});

describe('renewAfterUnauthorized', () => {
  it('shares one refresh between all callers and stores the new token', async () => {
    const { flow, refresh, pending, session } = setup();
    const renewals = Array.from({ length: 10 }, () => flow.renewAfterUnauthorized('access-1'));
    pending.resolve({ access: 'access-2' });
    await expect(Promise.all(renewals)).resolves.toEqual(Array(10).fill('access-2'));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith('refresh-1');
    expect(session.getTokens()).toEqual({ access: 'access-2', refresh: 'refresh-1' });
  });

  it('does not refresh again for a call that was sent before the last refresh finished', async () => {
    const { flow, refresh, session } = setup();
    session.setRefreshedTokens({ access: 'access-2' });
    await expect(flow.renewAfterUnauthorized('access-1')).resolves.toBe('access-2');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('on a refused refresh clears the session and fires the expiry once for all waiting', async () => {
    const { flow, pending, session, expired } = setup();
    const renewals = Array.from({ length: 5 }, () =>
      flow.renewAfterUnauthorized('access-1').catch((error: Error) => error.message),
    );
    pending.reject(new ApiError(401));
    await expect(Promise.all(renewals)).resolves.toEqual(Array(5).fill(REFRESH_FAILED_MESSAGE));
    expect(session.getTokens()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);

    // A 401 that lands after the session is gone neither refreshes nor fires again.
    await expect(flow.renewAfterUnauthorized('access-1')).rejects.toThrow(REFRESH_FAILED_MESSAGE);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the refresh could not reach the server', async () => {
    const { flow, pending, session, expired } = setup();
    const renewal = flow.renewAfterUnauthorized('access-1');
    pending.reject(new ApiNetworkError(callNameOf('refresh')));
    await expect(renewal).rejects.toBeInstanceOf(ApiNetworkError);
    expect(session.getTokens()).toEqual(TOKENS);
    expect(expired).not.toHaveBeenCalled();
  });

  it('lets one caller give up without cancelling the refresh for the others', async () => {
    const { flow, pending } = setup();
    const controller = new AbortController();
    const impatient = flow.renewAfterUnauthorized('access-1', controller.signal);
    const patient = flow.renewAfterUnauthorized('access-1');
    controller.abort();
    expect(isAbortError(await impatient.catch((error: unknown) => error))).toBe(true);
    pending.resolve({ access: 'access-2' });
    await expect(patient).resolves.toBe('access-2');
  });

  it('keeps the new refresh token a rotating server answers', async () => {
    const { flow, pending, session } = setup();
    const renewal = flow.renewAfterUnauthorized('access-1');
    pending.resolve({ access: 'access-2', refresh: 'refresh-2' });
    await expect(renewal).resolves.toBe('access-2');
    expect(session.getTokens()).toEqual({ access: 'access-2', refresh: 'refresh-2' });
  });

  it("refreshes inside the session's exclusive section, and not at all when another holder already has", async () => {
    const session = createMemorySession(TOKENS);
    const order: string[] = [];
    let otherTabFirst = false;
    const exclusive = async <T>(work: () => Promise<T>) => {
      order.push('lock');
      // Another tab held the lock and stored its rotated pair before this one's turn.
      if (otherTabFirst) session.setTokens({ access: 'access-tab', refresh: 'refresh-tab' });
      try {
        return await work();
      } finally {
        order.push('unlock');
      }
    };
    const refresh = vi.fn(async (token: string) => {
      order.push(`refresh ${token}`);
      return { access: 'access-2', refresh: 'refresh-2' };
    });
    const flow = createAuthFlow({
      session: { ...session, exclusive },
      refresh,
      authWaitTimeoutMs: 200,
      authPollMs: 10,
    });
    await expect(flow.renewAfterUnauthorized('access-1')).resolves.toBe('access-2');
    expect(order).toEqual(['lock', 'refresh refresh-1', 'unlock']);

    otherTabFirst = true;
    await expect(flow.renewAfterUnauthorized('access-2')).resolves.toBe('access-tab');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(session.getTokens()).toEqual({ access: 'access-tab', refresh: 'refresh-tab' });
  });

  it('does not bring back a session that was logged out while refreshing', async () => {
    const { flow, pending, session, expired } = setup();
    const renewal = flow.renewAfterUnauthorized('access-1');
    session.clear();
    pending.resolve({ access: 'access-2' });
    await expect(renewal).rejects.toThrow(REFRESH_FAILED_MESSAGE);
    expect(session.getTokens()).toBeNull();
    expect(expired).not.toHaveBeenCalled();
  });
});

describe('onSessionExpired', () => {
  it('stops calling a listener once unsubscribed, and survives a faulty listener', async () => {
    const { flow, pending } = setup();
    const faulty = vi.fn(() => {
      throw new Error('listener bug');
    });
    const removed = vi.fn();
    const kept = vi.fn();
    flow.onSessionExpired(faulty);
    flow.onSessionExpired(removed)();
    flow.onSessionExpired(kept);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const renewal = flow.renewAfterUnauthorized('access-1');
    pending.reject(new ApiError(400));
    await expect(renewal).rejects.toThrow(REFRESH_FAILED_MESSAGE);
    expect(faulty).toHaveBeenCalledTimes(1);
    expect(removed).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledTimes(1);
    consoleError.mockRestore();
  });
});
