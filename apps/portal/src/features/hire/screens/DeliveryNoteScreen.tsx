import { emptyDeliveryNoteForm } from '@scaffold/domain';
import { LoadingState, Page, TextLink } from '@scaffold/ui';
import { paths, siteHirePath } from '../../../config/paths';
import { LoadFailed } from '../../../screen-parts/load-failed';
import { DeliveryNoteForm } from '../notes/DeliveryNoteForm';
import { sendNote } from '../notes/send-note';
import { useNoteStart } from './use-note-start';

/** /hire/delivery/new?site=…, or ?corrects=… to correct a signed delivery note. */
export function DeliveryNoteScreen() {
  const start = useNoteStart('delivery');
  const { api, choices, corrected, failed } = start;
  const siteId = corrected?.to_site_id ?? start.siteParam;
  return (
    <Page title={corrected ? `Correct delivery note ${corrected.number}` : 'Delivery note'}>
      <TextLink href={siteId ? siteHirePath(siteId) : paths.sites}>
        Back to the site's hire
      </TextLink>
      {start.waiting && <LoadingState label="Loading the sites and items..." />}
      {failed && (
        <LoadFailed
          title="The note could not be started."
          retrying={failed.isRefetching}
          onRetry={() => void failed.refetch()}
        />
      )}
      {choices && !start.waiting && !failed && (
        <DeliveryNoteForm
          sites={choices.sites}
          items={choices.items}
          availableAt={choices.availableAt}
          defaultValues={emptyDeliveryNoteForm({
            toSiteId: siteId,
            driverName: start.driverName,
            now: start.started,
            corrects: corrected
              ? { note_id: corrected.id, number: corrected.number, reason: '' }
              : null,
          })}
          onSend={(body) =>
            start.withKey((key) =>
              sendNote(
                () => api.createDeliveryNote(body, { idempotencyKey: key }),
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
