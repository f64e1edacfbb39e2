import { useCallback, useEffect, useRef, useState } from 'react';

/** How long typing pauses before a search is asked for: one read per word, not per key. */
export const SEARCH_PAUSE_MS = 250;

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

/**
 * A value set once the calls to `set` pause for `ms`: an uncontrolled search field's text, so a
 * key press renders nothing and only the pause asks the server.
 */
export function usePausedState<T>(initial: T, ms: number): [T, (next: T) => void] {
  const [value, setValue] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const set = useCallback(
    (next: T) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setValue(next), ms);
    },
    [ms],
  );
  return [value, set];
}
