import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-screen';

const Screen: ComponentType = () => null;

describe('lazyPage', () => {
  it('loads a failed chunk again when asked, with a fresh lazy component after renew()', async () => {
    const load = vi
      .fn<() => Promise<{ Screen: ComponentType }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ Screen });
    const loader = lazyPage(load, 'Screen');
    const firstLazy = loader.lazy;

    await expect(loader.preload()).rejects.toThrow(TypeError);
    // The failed lazy component stays until the next navigation renews it (React.lazy would
    // keep the rejection for good).
    expect(loader.failed).toEqual({});
    expect(loader.lazy).toBe(firstLazy);
    expect(loader.loaded).toBeUndefined();
    loader.renew();
    expect(loader.lazy).not.toBe(firstLazy);
    expect(loader.failed).toBeUndefined();

    await expect(loader.preload()).resolves.toEqual({ default: Screen });
    expect(loader.loaded).toBe(Screen);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads a chunk once however often it is asked for', async () => {
    const load = vi.fn(async () => ({ Screen }));
    const loader = lazyPage(load, 'Screen');
    await Promise.all([loader.preload(), loader.preload()]);
    await loader.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
