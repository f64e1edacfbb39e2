import type { NewInspectionFormValues } from '@scaffold/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';

/** How long typing must pause before the draft is written (photos make it large). */
export const DRAFT_SAVE_DELAY_MS = 600;

/** What a write of the draft came to; 'failed' carries the storage's error for the form to show. */
export type DraftWrite =
  | { status: 'saved' }
  | { status: 'cleared' }
  | { status: 'failed'; error: unknown };

/**
 * Where the form's entries are kept as they are typed: the site's draft (IndexedDB), or a
 * refused inspection of the outbox being corrected. Keep the object stable (useMemo).
 */
export interface DraftKeeper {
  /** Keeps the values; never rejects: a failure comes back as 'failed'. */
  write: (values: NewInspectionFormValues) => Promise<DraftWrite>;
  /** Drops what is kept; rejects when the device could not. */
  clear: () => Promise<void>;
  /** Told at once of every change, before it is written (the key's life hangs on it). */
  onChange?: () => void;
  /**
   * Keeps the values at once, synchronously, as the page goes (hidden or unloaded): a write
   * begun then may be cut off with the page.
   */
  stash?: (values: NewInspectionFormValues) => void;
}

export interface DraftAutosave {
  /** The last write's outcome, null before the first. */
  lastWrite: DraftWrite | null;
  /** Writes a pending change now, and resolves when every write so far has landed or failed. */
  flush: () => Promise<void>;
  /** Writes the values now, changed or not (the key's state changed). */
  writeNow: () => Promise<void>;
  /** Drops the draft and stops saving (after a save, or 'Discard draft'); rejects on failure. */
  discard: () => Promise<void>;
  /** Starts saving again after `discard` (the form is reset and stays open). */
  resume: () => void;
}

/**
 * Saves the form as the site's draft a moment after the inspector stops typing, not on every
 * keystroke (writing large photo data URLs is costly). A pending change is written at once when
 * the modal closes or the page is hidden or unloaded. Writes land in the order they were made.
 */
export function useDraftAutosave(
  form: Pick<UseFormReturn<NewInspectionFormValues>, 'watch' | 'getValues'>,
  keeper: DraftKeeper,
): DraftAutosave {
  const [lastWrite, setLastWrite] = useState<DraftWrite | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef(false);
  const stopped = useRef(false);
  /** The writes so far, one after another, and how many have not landed yet. */
  const chain = useRef<Promise<void>>(Promise.resolve());
  const writing = useRef(0);
  const { watch, getValues } = form;

  const enqueue = useCallback(
    (values: NewInspectionFormValues) => {
      writing.current += 1;
      chain.current = chain.current.then(async () => {
        const written = await keeper.write(values);
        writing.current -= 1;
        setLastWrite(written);
      });
      return chain.current;
    },
    [keeper],
  );

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (!pending.current || stopped.current) return chain.current;
    pending.current = false;
    return enqueue(getValues());
  }, [getValues, enqueue]);

  const writeNow = useCallback(() => {
    if (stopped.current) return chain.current;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = false;
    return enqueue(getValues());
  }, [getValues, enqueue]);

  useEffect(() => {
    const subscription = watch(() => {
      if (stopped.current) return;
      keeper.onChange?.();
      pending.current = true;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), DRAFT_SAVE_DELAY_MS);
    });
    // The page goes: what is not written yet is also kept at once (see DraftKeeper.stash).
    const leaving = () => {
      if (stopped.current || (!pending.current && writing.current === 0)) return;
      keeper.stash?.(getValues());
      void flush();
    };
    const onHide = () => {
      if (document.visibilityState === 'hidden') leaving();
    };
    const onPageHide = leaving;
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onHide);
      void flush();
    };
  }, [watch, flush, keeper, getValues]);

  const discard = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = false;
    stopped.current = true;
    setLastWrite(null);
    const cleared = chain.current.then(() => keeper.clear());
    // The next write waits for the clear, whatever became of it.
    chain.current = cleared.catch(() => {});
    return cleared;
  }, [keeper]);

  const resume = useCallback(() => {
    stopped.current = false;
  }, []);

  return { lastWrite, flush, writeNow, discard, resume };
}
