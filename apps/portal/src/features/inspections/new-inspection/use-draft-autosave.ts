import type { NewInspectionFormValues } from '@scaffold/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { DraftWriteResult } from './inspection-draft';

/** How long typing must pause before the draft is written (photos make it large). */
export const DRAFT_SAVE_DELAY_MS = 600;

/**
 * Where the form's entries are kept as they are typed: the site's draft (localStorage), or a
 * refused inspection of the outbox being corrected. Keep the object stable (useMemo).
 */
export interface DraftKeeper {
  write: (values: NewInspectionFormValues) => DraftWriteResult;
  clear: () => void;
}

export interface DraftAutosave {
  /** The last write's outcome, null before the first. */
  lastWrite: DraftWriteResult | null;
  /** Writes a pending change now (before a submit, so a failure finds the draft saved). */
  flush: () => void;
  /** Drops the draft and stops saving (after a successful save, or 'Discard draft'). */
  discard: () => void;
  /** Starts saving again after `discard` (the form is reset and stays open). */
  resume: () => void;
}

/**
 * Saves the form as the site's draft a moment after the inspector stops typing, not on every
 * keystroke (serialising large photo data URLs synchronously would make typing lag). A pending
 * change is written at once when the modal closes or the page is hidden or unloaded.
 */
export function useDraftAutosave(
  form: Pick<UseFormReturn<NewInspectionFormValues>, 'watch' | 'getValues'>,
  keeper: DraftKeeper,
): DraftAutosave {
  const [lastWrite, setLastWrite] = useState<DraftWriteResult | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef(false);
  const stopped = useRef(false);
  const { watch, getValues } = form;

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (!pending.current || stopped.current) return;
    pending.current = false;
    setLastWrite(keeper.write(getValues()));
  }, [getValues, keeper]);

  useEffect(() => {
    const subscription = watch(() => {
      if (stopped.current) return;
      pending.current = true;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
    });
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHide);
      flush();
    };
  }, [watch, flush]);

  const discard = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = false;
    stopped.current = true;
    keeper.clear();
    setLastWrite(null);
  }, [keeper]);

  const resume = useCallback(() => {
    stopped.current = false;
  }, []);

  return { lastWrite, flush, discard, resume };
}
