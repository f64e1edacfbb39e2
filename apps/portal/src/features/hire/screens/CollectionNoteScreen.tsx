import { type CollectionNoteFormValues, emptyCollectionNoteForm } from '@scaffold/domain';
import { EmptyState, LoadingState, Page, TextLink } from '@scaffold/ui';
import { paths, siteHirePath } from '../../../config/paths';
import { LoadFailed } from '../../../screen-parts/load-failed';
import { CollectionNoteForm } from '../notes/CollectionNoteForm';
import { queuedResult } from '../notes/queued-result';
import { useNoteSave } from '../notes/use-note-save';
import { useNoteStart } from './use-note-start';

/** /hire/collection/new?site=…, or ?corrects=… to correct a signed collection note. */
export function CollectionNoteScreen() {
  const start = useNoteStart('collection');
  const { api, choices, corrected, failed } = start;
  const siteId = corrected?.from_site_id ?? start.siteParam;
  const site = choices?.sites.find((choice) => choice.id === siteId) ?? null;
  const save = useNoteSave<CollectionNoteFormValues, 'collection-note'>({
    kind: 'collection-note',
    place: start.correctsId !== null ? { corrects: start.correctsId } : { siteId: start.siteParam },
    api,
  });
  const { opening } = save;
  const ready = choices !== null && opening !== null && !start.waiting && !failed;
  return (
    <Page title={corrected ? `Correct collection note ${corrected.number}` : 'Collection note'}>
      <TextLink href={siteId ? siteHirePath(siteId) : paths.sites}>
        Back to the site's hire
      </TextLink>
      {(start.waiting || !opening) && <LoadingState label="Loading the site and items..." />}
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
      {ready && site && opening && (
        <CollectionNoteForm
          site={site}
          items={choices.items}
          held={choices.heldAt(site.id)}
          defaultValues={{
            ...emptyCollectionNoteForm({
              fromSiteId: site.id,
              driverName: start.driverName,
              now: start.started,
              corrects: corrected
                ? { note_id: corrected.id, number: corrected.number, reason: '' }
                : null,
            }),
            ...opening.values,
          }}
          initialResult={queuedResult(opening.queued)}
          onChange={(values) => save.keep(values, site.id)}
          onSend={async (body) =>
            start.afterSend(await save.send(body, { id: site.id, name: site.name }))
          }
          now={start.now}
        />
      )}
    </Page>
  );
}
