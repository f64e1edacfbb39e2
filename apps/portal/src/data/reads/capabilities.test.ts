// A screen's read on any server that has the base calls, whatever it answers to the
// capabilities call and to a call it lacks (server-calls.ts, capabilities.ts): no read waits on
// the capabilities but on a device that never had an answer, and none fails for them.
import {
  type ApiClient,
  ApiError,
  ApiMalformedResponseError,
  type CapabilitiesAnswer,
} from '@scaffold/api-client';
import { memoryStorage } from '@scaffold/mocks';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IS_DEMO } from '../../config/env';
import { shapedRead } from './capabilities';
import {
  ASK_AGAIN_MAX_MS,
  ASK_AGAIN_MS,
  askServerCalls,
  CAPABILITIES_KEY,
  forgetCapabilities,
  resetServerCalls,
  SERVER_CALLS_KEY,
} from './server-calls';

const LISTED: CapabilitiesAnswer = { kind: 'listed', calls: ['inspectionSites'] };
const ABSENT: CapabilitiesAnswer = { kind: 'absent', status: 404 };

/** A server whose capabilities answers are given in turn (the last repeats); `held` keeps one back. */
function server(...answers: CapabilitiesAnswer[]) {
  const asked: number[] = [];
  let release: (() => void) | null = null;
  const api = {
    getCapabilities: async () => {
      asked.push(Date.now());
      const answer = answers[Math.min(asked.length - 1, answers.length - 1)] as CapabilitiesAnswer;
      if (held) await new Promise<void>((resolve) => (release = resolve));
      return answer;
    },
  } as unknown as ApiClient;
  let held = false;
  return {
    api,
    asked,
    hold: () => {
      held = true;
    },
    answer: () => {
      held = false;
      release?.();
    },
  };
}

/** The screen read of inspectionSites, by the server's call or computed from the spec's. */
function screenRead(api: ApiClient, fresh: () => Promise<string> = async () => 'server') {
  const calls: string[] = [];
  const read = shapedRead(
    { api, now: () => new Date(0), customerId: 1 },
    'inspectionSites',
    async () => {
      calls.push('server');
      return fresh();
    },
    async () => {
      calls.push('spec');
      return 'spec';
    },
  );
  const run = (signal = new AbortController().signal) => read({ client, signal });
  return { run, calls };
}

const client = new QueryClient();
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
  resetServerCalls();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a screen read on a device that never had an answer from the server', () => {
  it('waits for the ask in flight, then reads by the server’s call where it has it', async () => {
    const { api, asked } = server(LISTED);
    askServerCalls(api);
    const { run, calls } = screenRead(api);
    await expect(run()).resolves.toBe('server');
    expect(asked).toHaveLength(1);
    expect(calls).toEqual(['server']);
  });

  it.each<[string, CapabilitiesAnswer]>([
    ['absent (404, 405, an HTML page)', ABSENT],
    [
      'refused without a token (401 before sign-in)',
      { kind: 'refused', status: 401, withToken: false },
    ],
    ['refused with one (403)', { kind: 'refused', status: 403, withToken: true }],
    ['unavailable (503, a time-out)', { kind: 'unavailable', status: null }],
  ])('reads with the spec’s calls when the answer is %s', async (_name, answer) => {
    const { api } = server(answer);
    const { run, calls } = screenRead(api);
    await expect(run()).resolves.toBe('spec');
    expect(calls).toEqual(['spec']);
  });

  it('stops waiting when its reader leaves; the ask goes on for the others', async () => {
    const capabilities = server(LISTED);
    capabilities.hold();
    const leaving = new AbortController();
    const first = screenRead(capabilities.api).run(leaving.signal);
    const second = screenRead(capabilities.api).run();
    leaving.abort();
    await expect(first).rejects.toBe(leaving.signal.reason);
    capabilities.answer();
    await expect(second).resolves.toBe('server');
    expect(capabilities.asked).toHaveLength(1);
  });
});

describe('a screen read where the device knows the server', () => {
  it('starts at once with what it knew, the ask beside it, and keeps the answer per session', async () => {
    localStorage.setItem(
      SERVER_CALLS_KEY,
      JSON.stringify({ base: '', calls: ['inspectionSites'] }),
    );
    const capabilities = server(LISTED);
    capabilities.hold();
    const { run, calls } = screenRead(capabilities.api);
    // The capabilities have not answered: the read did not wait for them.
    await expect(run()).resolves.toBe('server');
    expect(capabilities.asked).toHaveLength(1);
    capabilities.answer();
    await settled();
    expect(JSON.parse(sessionStorage.getItem(CAPABILITIES_KEY) ?? 'null')).toEqual([
      'inspectionSites',
    ]);
    // A new page of the same session asks no more.
    const nextPage = server(ABSENT);
    await expect(screenRead(nextPage.api).run()).resolves.toBe('server');
    expect(nextPage.asked).toHaveLength(0);
    expect(calls).toEqual(['server']);
  });

  it('reads with the spec’s calls when the server lacks the call it was thought to have', async () => {
    localStorage.setItem(
      SERVER_CALLS_KEY,
      JSON.stringify({ base: '', calls: ['inspectionSites'] }),
    );
    const { api } = server(ABSENT);
    const lacking = async () => {
      throw new ApiError(404, { detail: 'Not found.' });
    };
    const first = screenRead(api, lacking);
    await expect(first.run()).resolves.toBe('spec');
    expect(first.calls).toEqual(['server', 'spec']);
    // Known now: the next read does not try again.
    const next = screenRead(api, lacking);
    await expect(next.run()).resolves.toBe('spec');
    expect(next.calls).toEqual(['spec']);
    // The device keeps it for the next session; the demo (these tests' build) keeps only its
    // mock's own answers (server-calls.ts).
    expect(JSON.parse(localStorage.getItem(SERVER_CALLS_KEY) ?? 'null')).toEqual({
      base: '',
      calls: IS_DEMO ? ['inspectionSites'] : [],
    });
  });

  it.each([
    ['a 401 from a gateway', new ApiError(401)],
    ['a 405', new ApiError(405)],
    ['a static host’s page for the path', new ApiMalformedResponseError('GET /api/x/', 200, [])],
  ])('takes %s for a call it lacks when the capabilities tell nothing', async (_name, error) => {
    localStorage.setItem(
      SERVER_CALLS_KEY,
      JSON.stringify({ base: '', calls: ['inspectionSites'] }),
    );
    const { api, asked } = server({ kind: 'refused', status: 401, withToken: true });
    const first = screenRead(api, async () => {
      throw error;
    });
    await expect(first.run()).resolves.toBe('spec');
    // Then the base calls, without trying the server's call again.
    const next = screenRead(api);
    await expect(next.run()).resolves.toBe('spec');
    expect(next.calls).toEqual(['spec']);
    expect(asked).toHaveLength(1);
  });

  it('fails as the read does when the call failed of itself (a 503 during a deploy)', async () => {
    localStorage.setItem(
      SERVER_CALLS_KEY,
      JSON.stringify({ base: '', calls: ['inspectionSites'] }),
    );
    const { api } = server({ kind: 'unavailable', status: 503 });
    const failure = new ApiError(503);
    const { run, calls } = screenRead(api, async () => {
      throw failure;
    });
    await expect(run()).rejects.toBe(failure);
    expect(calls).toEqual(['server']);
  });

  it('fails as the read does when the server said it has the call', async () => {
    const { api } = server(LISTED);
    askServerCalls(api);
    const failure = new ApiError(404, { detail: 'No such site.' });
    const { run, calls } = screenRead(api, async () => {
      throw failure;
    });
    await expect(run()).rejects.toBe(failure);
    expect(calls).toEqual(['server']);
  });

  it('keeps what another server taught it apart: a kept answer names its API base', async () => {
    localStorage.setItem(
      SERVER_CALLS_KEY,
      JSON.stringify({ base: 'https://old.example.com', calls: ['inspectionSites'] }),
    );
    const { api, asked } = server(ABSENT);
    await expect(screenRead(api).run()).resolves.toBe('spec');
    // Nothing known of this base: the read waited for its answer.
    expect(asked).toHaveLength(1);
  });
});

describe('asking again', () => {
  it('asks again later after an answer that told nothing, ever more rarely; never once told', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { api, asked } = server(
      { kind: 'unavailable', status: 503 },
      { kind: 'unavailable', status: null },
      ABSENT,
    );
    askServerCalls(api);
    await settled();
    askServerCalls(api);
    await settled();
    expect(asked).toHaveLength(1);
    vi.advanceTimersByTime(ASK_AGAIN_MS);
    askServerCalls(api);
    await settled();
    expect(asked).toHaveLength(2);
    // The next wait is twice as long.
    vi.advanceTimersByTime(ASK_AGAIN_MS);
    askServerCalls(api);
    await settled();
    expect(asked).toHaveLength(2);
    vi.advanceTimersByTime(ASK_AGAIN_MS);
    askServerCalls(api);
    await settled();
    expect(asked).toHaveLength(3);
    // Absent: known for the session.
    vi.advanceTimersByTime(ASK_AGAIN_MAX_MS);
    askServerCalls(api);
    await settled();
    expect(asked).toHaveLength(3);
  });

  it('asks again at once, with the token, after a refusal of a request without one', async () => {
    const { api, asked } = server({ kind: 'refused', status: 401, withToken: false }, ABSENT);
    askServerCalls(api);
    await settled();
    // Signed in: the first read asks again, and goes by the base calls meanwhile.
    await expect(screenRead(api).run()).resolves.toBe('spec');
    await settled();
    expect(asked).toHaveLength(2);
  });

  it('asks again in the next session: the device keeps the calls, the session its answer', async () => {
    const first = server(LISTED);
    askServerCalls(first.api);
    await settled();
    forgetCapabilities();
    expect(sessionStorage.getItem(CAPABILITIES_KEY)).toBeNull();
    const { run } = screenRead(first.api);
    // The next session starts from what the device knew, and asks beside it.
    await expect(run()).resolves.toBe('server');
    expect(first.asked).toHaveLength(2);
  });
});
