// A client that retries as the portal's outbox does (apps/portal/src/offline/outbox/
// save-outcome.ts): a network failure, 408, 425, 429, any 5xx and a 409 'still in progress' are
// transient and the call is sent again, a save with the same Idempotency-Key; anything else is
// the server's word and is kept. Waits are the server's Retry-After, capped (`maxWaitMs`) so a
// test's client does not sit out the portal's minutes of backoff.
import { IDEMPOTENCY_ERROR_CODES } from '@scaffold/domain';

export interface Answered {
  status: number;
  json: Record<string, unknown>;
  headers: Headers;
}

/** One attempt: the answer, or null when no answer came (connection refused, reset, cut). */
export async function attempt(url: string, init: RequestInit): Promise<Answered | null> {
  try {
    const response = await fetch(url, init);
    const text = await response.text();
    let json: Record<string, unknown> = {};
    try {
      json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      json = { text };
    }
    return { status: response.status, json, headers: response.headers };
  } catch {
    return null;
  }
}

export function isTransient(answer: Answered | null): boolean {
  if (!answer) return true;
  const { status } = answer;
  if (status === 409) return answer.json.code === IDEMPOTENCY_ERROR_CODES.inProgress;
  return status === 408 || status === 425 || status === 429 || status >= 500;
}

export interface Retried {
  answer: Answered;
  /** Transient answers (or none) seen before the kept one. */
  transient: (number | 'no answer')[];
}

export async function withRetries(
  url: string,
  init: RequestInit,
  options: { attempts?: number; maxWaitMs?: number } = {},
): Promise<Retried> {
  const attempts = options.attempts ?? 60;
  const maxWaitMs = options.maxWaitMs ?? 250;
  const transient: Retried['transient'] = [];
  for (let tries = 1; ; tries += 1) {
    const answer = await attempt(url, init);
    if (answer && (!isTransient(answer) || tries >= attempts)) return { answer, transient };
    if (!answer && tries >= attempts) {
      throw new Error(`no answer from ${url} after ${attempts} attempts: ${transient.join(', ')}`);
    }
    transient.push(answer ? answer.status : 'no answer');
    const retryAfter = Number(answer?.headers.get('retry-after') ?? 0) * 1000;
    const wait = Math.min(maxWaitMs, retryAfter || 50 * tries);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
