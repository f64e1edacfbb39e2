// Asking the browser to keep the device's storage: once while the answer stands, never rejecting.
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A fresh module (its answer is per page) with a browser that answers as told. */
async function withBrowser(storage: Partial<StorageManager> | undefined) {
  vi.stubGlobal('navigator', { storage });
  return import('./storage-keeping');
}

describe('askToKeepStorage', () => {
  it('asks persist() when the storage is not kept yet, and only once', async () => {
    const persist = vi.fn(async () => true);
    const { askToKeepStorage } = await withBrowser({ persisted: async () => false, persist });
    await expect(askToKeepStorage()).resolves.toBe('kept');
    await expect(askToKeepStorage()).resolves.toBe('kept');
    expect(persist).toHaveBeenCalledOnce();
  });

  it('does not ask when it is kept already', async () => {
    const persist = vi.fn(async () => true);
    const { askToKeepStorage } = await withBrowser({ persisted: async () => true, persist });
    await expect(askToKeepStorage()).resolves.toBe('kept');
    expect(persist).not.toHaveBeenCalled();
  });

  it('reports a refusal, and a browser that cannot say, without rejecting', async () => {
    const refusing = await withBrowser({
      persisted: async () => false,
      persist: async () => false,
    });
    await expect(refusing.askToKeepStorage()).resolves.toBe('refused');
    vi.resetModules();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = await withBrowser({
      persisted: async () => false,
      persist: () => Promise.reject(new Error('no')),
    });
    await expect(broken.askToKeepStorage()).resolves.toBe('refused');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
    vi.resetModules();
    const none = await withBrowser(undefined);
    await expect(none.askToKeepStorage()).resolves.toBe('unsupported');
  });
});
