import { type DeliveryNoteFormValues, emptyDeliveryNoteForm } from '@scaffold/domain';
import { LoadingState, Page, TextLink } from '@scaffold/ui';
import { paths, siteHirePath } from '../../../config/paths';
import { LoadFailed } from '../../../screen-parts/load-failed';
import { DeliveryNoteForm } from '../notes/DeliveryNoteForm';
import { queuedResult } from '../notes/queued-result';
import { useNoteSave } from '../notes/use-note-save';
import { useNoteStart } from './use-note-start';

/** /hire/delivery/new?site=…, or ?corrects=… to correct a signed delivery note. */
export function DeliveryNoteScreen() {
  const start = useNoteStart('delivery');
  const { api, choices, corrected, failed } = start;
  const siteId = corrected?.to_site_id ?? start.siteParam;
  const save = useNoteSave<DeliveryNoteFormValues, 'delivery-note'>({
    kind: 'delivery-note',
    place: start.correctsId !== null ? { corrects: start.correctsId } : { siteId: start.siteParam },
    api,
  });
  const { opening } = save;
  return (
    <Page title={corrected ? `Correct delivery note ${corrected.number}` : 'Delivery note'}>
      <TextLink href={siteId ? siteHirePath(siteId) : paths.sites}>
        Back to the site's hire
      </TextLink>
      {(start.waiting || !opening) && <LoadingState label="Loading the sites and items..." />}
      {failed && (
        <LoadFailed
          title="The note could not be started."
          retrying={failed.isRefetching}
          onRetry={() => void failed.refetch()}
        />
      )}
      {choices && opening && !start.waiting && !failed && (
        <DeliveryNoteForm
          sites={choices.sites}
          items={choices.items}
          availableAt={choices.availableAt}
          defaultValues={{
            ...emptyDeliveryNoteForm({
              toSiteId: siteId,
              driverName: start.driverName,
              now: start.started,
              corrects: corrected
                ? { note_id: corrected.id, number: corrected.number, reason: '' }
                : null,
            }),
            ...opening.values,
          }}
          initialResult={queuedResult(opening.queued)}
          onChange={(values) => save.keep(values, Number(values.to_site_id) || null)}
          onSend={async (body) => {
            const site = choices.sites.find((choice) => choice.id === body.to_site_id);
            const named = { id: body.to_site_id, name: site?.name ?? `Site ${body.to_site_id}` };
            return start.afterSend(await save.send(body, named));
          }}
          now={start.now}
        />
      )}
    </Page>
  );
}
