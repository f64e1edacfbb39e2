import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `ms` (a search asked once the typing pauses). */
export function usePaused<T>(value: T, ms: number): T {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return paused;
}

/** How long typing pauses before a search is asked for: one read per word, not per key. */
export const SEARCH_PAUSE_MS = 250;
