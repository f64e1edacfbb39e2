import {
  type CollectionNoteFormValues,
  type DeliveryNoteFormValues,
  emptyCollectionNoteForm,
  emptyDeliveryNoteForm,
  type HireNote,
  type NoteFormStart,
} from '@scaffold/domain';
import { EmptyState, LoadingState, Page, TextLink } from '@scaffold/ui';
import type { ReactNode } from 'react';
import { paths, siteHirePath } from '../../../config/paths';
import type { NoteKind } from '../../../offline/outbox/note-drafts';
import { LoadFailed } from '../../../screen-parts/load-failed';
import { CollectionNoteForm } from '../notes/CollectionNoteForm';
import { DeliveryNoteForm } from '../notes/DeliveryNoteForm';
import type { NoteChoices } from '../notes/note-choices';
import { queuedResult } from '../notes/queued-result';
import { type NoteOpening, useNoteSave } from '../notes/use-note-save';
import { useNoteStart } from './use-note-start';

type Kind = HireNote['kind'];

/** Each kind's form values and the outbox's name for it. */
interface KindTypes {
  delivery: { values: DeliveryNoteFormValues; draft: 'delivery-note' };
  collection: { values: CollectionNoteFormValues; draft: 'collection-note' };
}
type ValuesOf<K extends Kind> = KindTypes[K]['values'];
type DraftOf<K extends Kind> = KindTypes[K]['draft'] & NoteKind;

/** What a kind's form is drawn from, once the sites, items and kept draft are read. */
interface FormArgs<K extends Kind> {
  start: ReturnType<typeof useNoteStart<K>>;
  save: ReturnType<typeof useNoteSave<ValuesOf<K>, DraftOf<K>>>;
  choices: NoteChoices;
  opening: NoteOpening<ValuesOf<K>>;
  /** The site the note is about: the corrected note's, else `?site=`. */
  siteId: number | null;
  /** The driver, the time the form opened and the note it corrects: every new form's start. */
  blank: NoteFormStart;
}

/** What tells one kind's screen from the other's: all else is the same page. */
interface KindScreen<K extends Kind> {
  draft: DraftOf<K>;
  title: string;
  loading: string;
  siteOf: (corrected: Extract<HireNote, { kind: K }>) => number;
  form: (args: FormArgs<K>) => ReactNode;
}

const KINDS: { [K in Kind]: KindScreen<K> } = {
  delivery: {
    draft: 'delivery-note',
    title: 'Delivery note',
    loading: 'Loading the sites and items...',
    siteOf: (corrected) => corrected.to_site_id,
    form: ({ start, save, choices, opening, siteId, blank }) => (
      <DeliveryNoteForm
        sites={choices.sites}
        items={choices.items}
        availableAt={choices.availableAt}
        defaultValues={{
          ...emptyDeliveryNoteForm({ toSiteId: siteId, ...blank }),
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
    ),
  },
  collection: {
    draft: 'collection-note',
    title: 'Collection note',
    loading: 'Loading the site and items...',
    siteOf: (corrected) => corrected.from_site_id,
    // A collection is from one site, fixed before the form opens: without it there is no form.
    form: ({ start, save, choices, opening, siteId, blank }) => {
      const site = choices.sites.find((choice) => choice.id === siteId);
      if (!site) {
        return (
          <EmptyState
            title="No such site."
            description="Open the collection note from the site's hire page."
          />
        );
      }
      return (
        <CollectionNoteForm
          site={site}
          items={choices.items}
          held={choices.heldAt(site.id)}
          defaultValues={{
            ...emptyCollectionNoteForm({ fromSiteId: site.id, ...blank }),
            ...opening.values,
          }}
          initialResult={queuedResult(opening.queued)}
          onChange={(values) => save.keep(values, site.id)}
          onSend={async (body) =>
            start.afterSend(await save.send(body, { id: site.id, name: site.name }))
          }
          now={start.now}
        />
      );
    },
  },
};

/**
 * A driver's new note of either kind: /hire/delivery/new or /hire/collection/new, with ?site=…,
 * or ?corrects=… to correct a signed note of that kind. The page, its loading and failure states
 * and the draft kept on the device are the same for both; each kind has its own form.
 */
export function NoteScreen<K extends Kind>({ kind }: { kind: K }) {
  const screen: KindScreen<K> = KINDS[kind];
  const start = useNoteStart(kind);
  const { api, choices, corrected, failed } = start;
  const siteId = (corrected ? screen.siteOf(corrected) : null) ?? start.siteParam;
  const save = useNoteSave<ValuesOf<K>, DraftOf<K>>({
    kind: screen.draft,
    place: start.correctsId !== null ? { corrects: start.correctsId } : { siteId: start.siteParam },
    api,
  });
  const { opening } = save;
  const blank: NoteFormStart = {
    driverName: start.driverName,
    now: start.started,
    corrects: corrected ? { note_id: corrected.id, number: corrected.number, reason: '' } : null,
  };
  return (
    <Page title={corrected ? `Correct ${kind} note ${corrected.number}` : screen.title}>
      <TextLink href={siteId ? siteHirePath(siteId) : paths.sites}>
        Back to the site's hire
      </TextLink>
      {(start.waiting || !opening) && <LoadingState label={screen.loading} />}
      {failed && (
        <LoadFailed
          title="The note could not be started."
          retrying={failed.isRefetching}
          onRetry={() => void failed.refetch()}
        />
      )}
      {choices &&
        opening &&
        !start.waiting &&
        !failed &&
        screen.form({ start, save, choices, opening, siteId, blank })}
    </Page>
  );
}

/** The routed screens (lazyPage loads a component without props): a note of each kind. */
export const DeliveryNoteScreen = () => <NoteScreen kind="delivery" />;
export const CollectionNoteScreen = () => <NoteScreen kind="collection" />;
