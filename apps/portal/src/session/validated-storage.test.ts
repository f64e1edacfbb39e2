import { memoryStorage } from '@scaffold/mocks';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { StoredSchemas } from './stored-schema-types';
import { atomWithValidatedStorage, provideStoredSchemas } from './validated-storage';

const preferences = z.object({ navPosition: z.enum(['top', 'side']) });
const SCHEMAS = { preferences } as unknown as StoredSchemas;
type Prefs = z.infer<typeof preferences>;

const prefsAtom = (storage: Storage) =>
  atomWithValidatedStorage<Prefs>(
    'prefs',
    { navPosition: 'top' },
    (schemas) => schemas.preferences as unknown as z.ZodType<Prefs>,
    () => storage,
  );

describe('atomWithValidatedStorage', () => {
  it('reads storage when first used in a store, not when created', () => {
    const storage = memoryStorage();
    const prefs = prefsAtom(storage);
    provideStoredSchemas(SCHEMAS);
    storage.setItem('prefs', JSON.stringify({ navPosition: 'side' }));
    expect(createStore().get(prefs)).toEqual({ navPosition: 'side' });
  });

  it('falls back to the initial value for a tampered entry', () => {
    provideStoredSchemas(SCHEMAS);
    const storage = memoryStorage({ prefs: JSON.stringify({ navPosition: 'diagonal' }) });
    expect(createStore().get(prefsAtom(storage))).toEqual({ navPosition: 'top' });
    const notJson = memoryStorage({ prefs: '{' });
    expect(createStore().get(prefsAtom(notJson))).toEqual({ navPosition: 'top' });
  });

  it('writes what is set, takes updater functions and removes null', () => {
    provideStoredSchemas(SCHEMAS);
    const storage = memoryStorage();
    const prefs = prefsAtom(storage);
    const store = createStore();
    store.set(prefs, (current) => ({ ...current, navPosition: 'side' }));
    expect(store.get(prefs)).toEqual({ navPosition: 'side' });
    expect(storage.getItem('prefs')).toBe(JSON.stringify({ navPosition: 'side' }));

    const session = atomWithValidatedStorage<Prefs | null>(
      'session',
      null,
      () => preferences.nullable() as unknown as z.ZodType<Prefs | null>,
      () => storage,
    );
    store.set(session, { navPosition: 'top' });
    store.set(session, null);
    expect(store.get(session)).toBeNull();
    expect(storage.getItem('session')).toBeNull();
  });
});
