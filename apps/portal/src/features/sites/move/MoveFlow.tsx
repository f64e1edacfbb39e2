import {
  isNetworkError,
  isSessionExpiredError,
  isTimeoutError,
  newIdempotencyKey,
} from '@scaffold/api-client';
import {
  emptyMoveForm,
  MESSAGES,
  type MoveDestinationRow,
  type MoveFormOutput,
  type MoveFormValues,
  moveSchemaFor,
  NOTICE_MS,
  toMoveLine,
} from '@scaffold/domain';
import { notify } from '@scaffold/ui';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { rowsOf } from '../../../data/reads/paging';
import { useReadContext } from '../../../data/reads/read-context';
import { SEARCH_PAUSE_MS, usePaused } from '../../../data/reads/use-paused';
import { isKnownOffline } from '../../../offline/connection';
import { useApi } from '../../../services/services-context';
import { moveDestinationsPages } from '../sites-reads';
import { ConfirmMoveModal } from './ConfirmMoveModal';
import { MoveItemsModal } from './MoveItemsModal';
import { destinationsExcludingSource, distinctSiteNames, withChosenSite } from './move-options';
import { MOVE_NEEDS_CONNECTION, type MoveSource } from './move-source';

type MoveField = 'site_id' | 'sublocation_id' | 'subarea_id';

export interface MoveFlowProps {
  source: MoveSource;
  onCancel: () => void;
  /** The move went through: close both modals and refresh the customer data. */
  onMoved: () => void;
}

/**
 * The move flow of PRODUCT.md "Moving stock": 'Move Items' (destination and quantity) → 'Move' → 'Confirm
 * Move' → moveItems (the API contract) → success notice, both modals close, the data is refreshed.
 */
export function MoveFlow({ source, onCancel, onMoved }: MoveFlowProps) {
  const api = useApi();
  // Where stock may go: the server's moveDestinations by name, a page at a time, searched by
  // name or city once the typing pauses; the site chosen stays listed whatever the search.
  const [siteSearch, setSiteSearch] = useState('');
  const asked = useDeferredValue(usePaused(siteSearch, SEARCH_PAUSE_MS));
  const destinationPages = useInfiniteQuery({
    ...moveDestinationsPages(useReadContext(), asked),
    placeholderData: keepPreviousData,
  });
  const [chosenSite, setChosenSite] = useState<MoveDestinationRow | null>(null);
  const destinations = useMemo(() => {
    const rows = withChosenSite(rowsOf(destinationPages.data), chosenSite);
    const cities = new Map(rows.map((row) => [row.id, row.city]));
    return distinctSiteNames(rows, (siteId) => cities.get(siteId));
  }, [destinationPages.data, chosenSite]);
  const chooseSite = (siteId: string) =>
    setChosenSite(
      rowsOf(destinationPages.data).find((row) => String(row.id) === siteId) ?? chosenSite,
    );
  const form = useForm<MoveFormValues>({ defaultValues: emptyMoveForm() });
  const [confirming, setConfirming] = useState<MoveFormOutput | null>(null);
  const [sending, setSending] = useState(false);
  const submission = useRef<{ signature: string; key: string } | null>(null);
  const schema = useMemo(() => moveSchemaFor(source.available), [source.available]);
  const choices = useMemo(
    () => destinationsExcludingSource(destinations, source.siteId, source.fromSubareaId),
    [destinations, source.siteId, source.fromSubareaId],
  );

  const review = form.handleSubmit((values) => {
    form.clearErrors();
    const result = schema.safeParse(values);
    if (result.success) {
      setConfirming(result.data);
      return;
    }
    const missing = new Set(result.error.issues.map((issue) => issue.path[0]));
    for (const issue of result.error.issues) {
      const field = issue.path[0] as MoveField | 'quantity';
      // A select whose parent is not chosen yet says so already ('Choose a site first').
      if (field === 'sublocation_id' && missing.has('site_id')) continue;
      if (field === 'subarea_id' && (missing.has('site_id') || missing.has('sublocation_id'))) {
        continue;
      }
      form.setError(field, { message: issue.message });
      // PRODUCT.md "Move quantity": a missing or invalid quantity is (also) an error notice for 60 s.
      if (field === 'quantity') {
        notify({ type: 'error', message: issue.message, timeout: NOTICE_MS.long });
      }
    }
  });

  const confirm = async () => {
    if (!confirming) return;
    setSending(true);
    const line = toMoveLine(
      { itemId: source.itemId, fromSubareaId: source.fromSubareaId },
      confirming,
    );
    // One key per move: confirming the same move again (after a lost answer) reuses it, so the
    // server moves it once; a different move gets a new one.
    const signature = JSON.stringify(line);
    if (submission.current?.signature !== signature) {
      submission.current = { signature, key: newIdempotencyKey() };
    }
    try {
      await api.moveItems([line], { idempotencyKey: submission.current.key });
      submission.current = null;
      notify({ type: 'success', message: MESSAGES.itemsMoved });
      onMoved();
    } catch (error) {
      // An expired session has its own notice (and goes to /login): no second message.
      // Moves are online only (they need the live allocation): offline, it says so.
      if (!isSessionExpiredError(error)) {
        notify({
          type: 'error',
          message: isTimeoutError(error)
            ? MESSAGES.moveTimedOut
            : isNetworkError(error) && isKnownOffline()
              ? MOVE_NEEDS_CONNECTION
              : MESSAGES.moveFailed,
          timeout: NOTICE_MS.medium,
        });
      }
      setSending(false);
      setConfirming(null);
    }
  };

  // Confirm Move opens over Move Items (PRODUCT.md "Moving stock": both close on success); closing it, or a
  // failed move, leaves Move Items as the user filled it.
  return (
    <>
      <MoveItemsModal
        source={source}
        destinations={choices}
        destinationPages={destinationPages}
        siteSearch={siteSearch}
        onSiteSearch={setSiteSearch}
        onSiteChosen={chooseSite}
        form={form}
        onMove={review}
        onCancel={onCancel}
      />
      {confirming && (
        <ConfirmMoveModal
          source={source}
          destinations={choices}
          move={confirming}
          sending={sending}
          onBack={() => setConfirming(null)}
          onConfirm={confirm}
        />
      )}
    </>
  );
}
