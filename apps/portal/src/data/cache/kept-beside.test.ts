import { describe, expect, it, vi } from 'vitest';
import { forgetKeptBeside, keptBesideTheCache } from './kept-beside';

describe('kept beside the cache', () => {
  it('forgets what every read registered, each time the cache is forgotten', () => {
    const one = vi.fn();
    const two = vi.fn();
    keptBesideTheCache(one);
    keptBesideTheCache(two);
    forgetKeptBeside();
    forgetKeptBeside();
    expect(one).toHaveBeenCalledTimes(2);
    expect(two).toHaveBeenCalledTimes(2);
  });
});
