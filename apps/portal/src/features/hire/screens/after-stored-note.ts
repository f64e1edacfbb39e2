import type { QueryClient } from '@tanstack/react-query';
import { readKey } from '../../../data/cache/query-keys';

/** The reads a stored note (or off-hire) changes: every site's hire, the notes, the figures. */
const HIRE_READS = ['siteHire', 'hireNote', 'hireOverview', 'hireStatement'] as const;

/**
 * Marks the hire reads stale once a note is stored, so the site's hire page opened next lists
 * it (a read is otherwise fresh for 30 s: the page left to write the note would show without it).
 */
export function afterStoredNote(client: QueryClient): void {
  for (const name of HIRE_READS) void client.invalidateQueries({ queryKey: readKey(name) });
}
