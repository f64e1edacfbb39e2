import { emptyCollectionNoteForm } from '@scaffold/domain';
import { EmptyState, LoadingState, Page, TextLink } from '@scaffold/ui';
import { paths, siteHirePath } from '../../../config/paths';
import { LoadFailed } from '../../../screen-parts/load-failed';
import { CollectionNoteForm } from '../notes/CollectionNoteForm';
import { sendNote } from '../notes/send-note';
import { useNoteStart } from './use-note-start';

/** /hire/collection/new?site=…, or ?corrects=… to correct a signed collection note. */
export function CollectionNoteScreen() {
  const start = useNoteStart('collection');
  const { api, choices, corrected, failed } = start;
  const siteId = corrected?.from_site_id ?? start.siteParam;
  const site = choices?.sites.find((choice) => choice.id === siteId) ?? null;
  const ready = choices !== null && !start.waiting && !failed;
  return (
    <Page title={corrected ? `Correct collection note ${corrected.number}` : 'Collection note'}>
      <TextLink href={siteId ? siteHirePath(siteId) : paths.sites}>
        Back to the site's hire
      </TextLink>
      {start.waiting && <LoadingState label="Loading the site and items..." />}
      {failed && (
        <LoadFailed
          title="The note could not be started."
          retrying={failed.isRefetching}
          onRetry={() => void failed.refetch()}
        />
      )}
      {ready && !site && (
        <EmptyState
          title="No such site."
          description="Open the collection note from the site's hire page."
        />
      )}
      {ready && site && (
        <CollectionNoteForm
          site={site}
          items={choices.items}
          held={choices.heldAt(site.id)}
          defaultValues={emptyCollectionNoteForm({
            fromSiteId: site.id,
            driverName: start.driverName,
            now: start.started,
            corrects: corrected
              ? { note_id: corrected.id, number: corrected.number, reason: '' }
              : null,
          })}
          onSend={(body) =>
            start.withKey((key) =>
              sendNote(
                () => api.createCollectionNote(body, { idempotencyKey: key }),
                (answer) => answer.number,
              ),
            )
          }
          now={start.now}
        />
      )}
    </Page>
  );
}
