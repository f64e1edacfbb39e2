import { useSyncExternalStore } from 'react';

/**
 * Whether the browser has agreed to keep what the portal stores on the device (the outbox,
 * drafts, the last data read) instead of clearing it when it needs room or, as Safari does, after
 * 7 days without a visit. 'unknown' until asked; 'unsupported' where there is no Storage API
 * (then nothing can be promised either way).
 */
export type StorageKeeping = 'unknown' | 'kept' | 'refused' | 'unsupported';

let keeping: StorageKeeping = 'unknown';
let asking: Promise<StorageKeeping> | null = null;
const listeners = new Set<() => void>();

function settle(next: StorageKeeping): StorageKeeping {
  keeping = next;
  for (const listener of [...listeners]) listener();
  return next;
}

/**
 * Asks the browser to keep the portal's storage (`navigator.storage.persist()`): when the first
 * inspection is queued, and when a device is remembered at sign-in. Asked once per page while
 * the answer stands; a refusal is asked again on the next page load (Chrome grants by use,
 * Firefox remembers the person's answer). Never rejects.
 */
export function askToKeepStorage(): Promise<StorageKeeping> {
  if (keeping === 'kept' || keeping === 'unsupported') return Promise.resolve(keeping);
  asking ??= (async () => {
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    if (!storage?.persist || !storage.persisted) return settle('unsupported');
    try {
      if (await storage.persisted()) return settle('kept');
      return settle((await storage.persist()) ? 'kept' : 'refused');
    } catch (error) {
      console.error('[offline] the browser could not say whether it keeps our storage', error);
      return settle('refused');
    }
  })();
  return asking;
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** The browser's answer so far; re-renders when it changes. */
export function useStorageKeeping(): StorageKeeping {
  return useSyncExternalStore(
    subscribe,
    () => keeping,
    () => 'unknown',
  );
}
