import type { z } from 'zod';

/**
 * A jotai-compatible storage that parses what it reads with a zod schema: a tampered or
 * outdated entry falls back to the initial value instead of reaching the screens.
 */
export function validatedStorage<T>(schema: z.ZodType<T>, getStorage: () => Storage) {
  return {
    getItem(key: string, initialValue: T): T {
      try {
        const raw = getStorage().getItem(key);
        if (raw === null) return initialValue;
        const parsed = schema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : initialValue;
      } catch {
        return initialValue;
      }
    },
    setItem(key: string, value: T): void {
      try {
        if (value === null || value === undefined) getStorage().removeItem(key);
        else getStorage().setItem(key, JSON.stringify(value));
      } catch {
        // Storage can be full or disabled (private mode); the in-memory value still works.
      }
    },
    removeItem(key: string): void {
      try {
        getStorage().removeItem(key);
      } catch {
        // As above.
      }
    },
  };
}
