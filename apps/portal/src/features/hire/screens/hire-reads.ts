import type { ApiClient } from '@scaffold/api-client';
import type { Id } from '@scaffold/domain';
import { queryOptions } from '@tanstack/react-query';
import { readKey } from '../../../data/cache/query-keys';

/** A site's hire: its notes and off-hires, what is on hire, what waits for collection. */
export const siteHireRead = (api: ApiClient, siteId: Id) =>
  queryOptions({
    queryKey: readKey('siteHire', { site_id: siteId }),
    queryFn: ({ signal }) => api.getSiteHire(siteId, { signal }),
  });

/** One note, for its docket or the note that corrects it. */
export const hireNoteRead = (api: ApiClient, noteId: Id) =>
  queryOptions({
    queryKey: readKey('hireNote', { note_id: noteId }),
    queryFn: ({ signal }) => api.getHireNote(noteId, { signal }),
  });
