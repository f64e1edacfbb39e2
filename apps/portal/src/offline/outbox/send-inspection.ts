import { type ApiClient, isApiError } from '@scaffold/api-client';
import { type Id, type NewInspectionFormValues, toSavedInspection } from '@scaffold/domain';
import { classifySaveError, type SaveOutcome } from './save-outcome';

/** Values saved by an older portal that today's rules no longer accept. */
export const NOT_SENDABLE_REASON =
  'Some entries are no longer valid: open it, correct them and save again.';

/** A 409 'still in progress' is asked again after 1 s, then 2 s, before it counts as transient. */
export const IN_PROGRESS_WAITS_MS = [1_000, 2_000] as const;

/** Waits `ms`, or less when `signal` aborts (then the caller finds it aborted). */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

export interface SendOptions {
  /** The inspection's Idempotency-Key: the same for every retry of the same content. */
  key: string;
  /** Whose inspection it is: it is sent only with that person's token, never another's. */
  holder?: string;
  signal?: AbortSignal;
  /** How to wait before asking again after a 409 'still in progress' (tests pass their own). */
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/**
 * One save of an inspection, classified (save-outcome.ts). PRODUCT.md "Messages": a non-OK answer logs
 * the server's body, anything else the error. A 409 'still in progress' (the same key sent by
 * another tab, or a retry overtaking a slow first attempt) is waited out and asked again.
 */
export async function sendInspection(
  api: Pick<ApiClient, 'saveInspection'>,
  siteId: Id,
  values: NewInspectionFormValues,
  options: SendOptions,
): Promise<SaveOutcome> {
  let body: ReturnType<typeof toSavedInspection>;
  try {
    body = toSavedInspection(values, siteId);
  } catch (error) {
    console.error('[inspections] the inspection cannot be sent as it is', error);
    return { kind: 'refused', status: null, reason: NOT_SENDABLE_REASON };
  }
  return sendKeyed(
    async (call) => {
      const { inspection } = await api.saveInspection(body, call);
      return { kind: 'stored', inspection };
    },
    options,
    '[inspections]',
  );
}

/** What one call of a keyed write is given: its key, its holder and the abort signal. */
export interface KeyedCall {
  idempotencyKey: string;
  signal?: AbortSignal;
  holder?: string;
}

/**
 * One keyed write, classified (save-outcome.ts), whatever it saves: a 409 'still in progress'
 * is waited out and asked again; a non-OK answer logs the server's body under `log`.
 */
export async function sendKeyed(
  call: (options: KeyedCall) => Promise<Extract<SaveOutcome, { kind: 'stored' }>>,
  options: SendOptions,
  log: string,
): Promise<SaveOutcome> {
  const wait = options.wait ?? pause;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call({
        idempotencyKey: options.key,
        signal: options.signal,
        ...(options.holder === undefined ? {} : { holder: options.holder }),
      });
    } catch (error) {
      const outcome = classifySaveError(error);
      const waitMs = IN_PROGRESS_WAITS_MS[attempt];
      if (outcome.kind === 'transient' && outcome.cause === 'in-progress' && waitMs) {
        await wait(waitMs, options.signal);
        if (options.signal?.aborted) return { kind: 'aborted' };
        continue;
      }
      if (outcome.kind === 'aborted') return outcome;
      if (isApiError(error)) console.error(`${log} save failed`, error.status, error.body);
      else console.error(`${log} save failed`, error);
      return outcome;
    }
  }
}
