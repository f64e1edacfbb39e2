import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `ms`: a search's words are asked for once the typing
 * pauses, one read per word rather than one per key.
 */
export function usePaused<T>(value: T, ms: number): T {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return paused;
}
