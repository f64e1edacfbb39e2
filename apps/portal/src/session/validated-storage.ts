import { atom, type SetStateAction, type WritableAtom } from 'jotai';
import type { z } from 'zod';
import type { StoredSchemas } from './stored-schema-types';

let schemas: StoredSchemas | undefined;

/** Makes the schemas available at once (stories and tests, which have zod loaded anyway). */
export function provideStoredSchemas(loaded: StoredSchemas): void {
  schemas = loaded;
}

/**
 * Fetches the schemas when one of `keys` holds something, so the first read of a stored session
 * can be checked; a first visit, with nothing stored, fetches no zod. The app awaits this
 * before its first render.
 */
export async function loadStoredSchemas(keys: { session: string[]; local: string[] }) {
  if (schemas) return;
  const stored = (storage: () => Storage, names: string[]) => {
    try {
      return names.some((name) => storage().getItem(name) !== null);
    } catch {
      return false;
    }
  };
  if (!stored(() => sessionStorage, keys.session) && !stored(() => localStorage, keys.local))
    return;
  schemas = (await import('./stored-schemas')).STORED_SCHEMAS;
}

/** The part of the Web Storage API the atoms use (a storage of our own may route between two). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * An atom kept in storage and checked by its schema: a tampered or outdated entry falls back to
 * the initial value instead of reaching the screens. Unlike jotai's atomWithStorage it reads the
 * storage on first use in a store, not when this module loads: the app fetches the schemas
 * first (loadStoredSchemas), and every story's store reads afresh.
 */
export function atomWithValidatedStorage<T>(
  key: string,
  initialValue: T,
  pick: (loaded: StoredSchemas) => z.ZodType<T>,
  getStorage: () => StorageLike,
): WritableAtom<T, [SetStateAction<T>], void> {
  const read = (): T => {
    try {
      const raw = getStorage().getItem(key);
      if (raw === null) return initialValue;
      if (!schemas) {
        // A read before loadStoredSchemas: unchecked data never reaches the screens.
        console.error(`Stored '${key}' read before its schema was loaded; ignored.`);
        return initialValue;
      }
      const parsed = pick(schemas).safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : initialValue;
    } catch {
      return initialValue;
    }
  };
  const write = (value: T) => {
    try {
      if (value === null || value === undefined) getStorage().removeItem(key);
      else getStorage().setItem(key, JSON.stringify(value));
    } catch {
      // Storage can be full or disabled (private mode); the in-memory value still works.
    }
  };
  const written = atom<{ value: T } | null>(null);
  const stored: WritableAtom<T, [SetStateAction<T>], void> = atom(
    (get) => {
      const own = get(written);
      return own ? own.value : read();
    },
    (get, set, update) => {
      const value =
        typeof update === 'function' ? (update as (previous: T) => T)(get(stored)) : update;
      set(written, { value });
      write(value);
    },
  );
  return stored;
}
