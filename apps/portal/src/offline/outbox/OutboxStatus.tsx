import { OutboxIndicator } from '@scaffold/ui';
import { useEffect, useState } from 'react';
import { inspectionsForSite, paths, siteHirePath } from '../../config/paths';
import { useConnectionLost } from '../connection';
import { askToKeepStorage, useStorageKeeping } from '../storage-keeping';
import { isInspectionEntry } from './outbox-entry';
import { onOutboxEvent } from './outbox-events';
import { useOutbox } from './use-outbox';

/** How long 'All sent' stays in the bar after the last item went through. */
export const ALL_SENT_MS = 5000;

/**
 * The top bar's outbox indicator for the signed-in user: counts, offline, 'All sent' for a
 * moment, and whether the browser refused to keep the device's storage. It links to the site of the item that needs attention first (a refused one, else the
 * oldest waiting): its inspections' history for an inspection, its hire for a note.
 */
export function OutboxStatus() {
  const { entries, sendingId } = useOutbox();
  const offline = useConnectionLost();
  const [justSent, setJustSent] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = onOutboxEvent((event) => {
      if (event.type !== 'sent') return;
      setJustSent(true);
      clearTimeout(timer);
      timer = setTimeout(() => setJustSent(false), ALL_SENT_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, []);
  // Something waits on the device: ask the browser to keep it (again, after a reload), and say
  // when it will not.
  const keeping = useStorageKeeping();
  const anything = entries.length > 0;
  useEffect(() => {
    if (anything) void askToKeepStorage();
  }, [anything]);
  const refused = entries.filter((entry) => entry.status === 'refused');
  const first = refused[0] ?? entries[0];
  return (
    <OutboxIndicator
      waiting={entries.length - refused.length}
      refused={refused.length}
      sending={sendingId !== null}
      sent={justSent}
      offline={offline}
      storageAtRisk={keeping === 'refused'}
      href={
        !first
          ? paths.inspections
          : isInspectionEntry(first)
            ? inspectionsForSite(first.siteId)
            : siteHirePath(first.siteId)
      }
    />
  );
}
