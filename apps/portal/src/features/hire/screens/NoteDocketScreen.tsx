import { Button, ButtonLink, EmptyState, Inline, LoadingState, Stack } from '@scaffold/ui';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { paths, siteHirePath } from '../../../config/paths';
import { LoadFailed } from '../../../screen-parts/load-failed';
import { useDocumentTitle } from '../../../screen-parts/use-document-title';
import { useApi } from '../../../services/services-context';
import * as styles from '../docket/NoteDocket.css';
import { NoteDocketView } from '../docket/NoteDocketView';
import '../docket/docket-print.css';
import { hireNoteRead } from './hire-reads';
import { idParam } from './id-param';
import { toDocketProps } from './to-site-hire-view';

/** /hire/notes/:noteId: a note's docket, to read, print or save as a PDF (A4). */
export function NoteDocketScreen() {
  const noteId = idParam(useParams().noteId);
  const note = useQuery({ ...hireNoteRead(useApi(), noteId ?? 0), enabled: noteId !== null });
  const docket = note.data ? toDocketProps(note.data) : null;

  useDocumentTitle(docket ? `Docket ${docket.view.note.number}` : null);

  return (
    <Stack space="lg" className={styles.page}>
      <Inline space="sm" align="spaceBetween" alignY="center" className={styles.toolbar}>
        <ButtonLink variant="secondary" href={docket ? siteHirePath(docket.siteId) : paths.sites}>
          Back to the site's hire
        </ButtonLink>
        {docket && <Button onClick={() => window.print()}>Print or save as PDF</Button>}
      </Inline>
      {noteId === null && (
        <EmptyState title="No such note." description="The link is incomplete." />
      )}
      {noteId !== null && note.isPending && <LoadingState label="Loading the note..." />}
      {note.isError && (
        <LoadFailed
          title="The note could not be loaded."
          retrying={note.isRefetching}
          onRetry={() => void note.refetch()}
        />
      )}
      {docket && <NoteDocketView {...docket.view} />}
    </Stack>
  );
}
