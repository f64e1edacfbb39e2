import { displayName, type HireNote } from '@scaffold/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { customerDataRead } from '../../../data/reads/customer';
import { useApi, useNow } from '../../../services/services-context';
import { authStateAtom } from '../../../session/session-atoms';
import { noteChoices } from '../notes/note-choices';
import type { NoteSendResult } from '../notes/note-send-result';
import { afterStoredNote } from './after-stored-note';
import { hireNoteRead } from './hire-reads';
import { idParam } from './id-param';

/**
 * What a new note starts from: the customer's sites and items, the note it corrects
 * (`?corrects=`) when of this kind, the site (`?site=`), the signed-in driver, the time the form
 * opened.
 */
export function useNoteStart<K extends HireNote['kind']>(kind: K) {
  const [params] = useSearchParams();
  const api = useApi();
  const now = useNow();
  const auth = useAtomValue(authStateAtom);
  const correctsId = idParam(params.get('corrects'));
  const tree = useQuery(customerDataRead(api));
  const original = useQuery({
    ...hireNoteRead(api, correctsId ?? 0),
    enabled: correctsId !== null,
  });
  const client = useQueryClient();
  // A stored note changes the hire reads; a queued one changes them once the outbox sends it.
  const afterSend = useCallback(
    (result: NoteSendResult) => {
      if (result.kind === 'stored') afterStoredNote(client);
      return result;
    },
    [client],
  );
  const [started] = useState(() => now());
  const choices = useMemo(() => (tree.data ? noteChoices(tree.data.customers) : null), [tree.data]);
  const note = original.data?.note;
  const corrected = note?.kind === kind ? (note as Extract<HireNote, { kind: K }>) : null;
  const failed = tree.isError ? tree : correctsId !== null && original.isError ? original : null;
  return {
    api,
    now,
    started,
    afterSend,
    correctsId,
    choices,
    corrected,
    siteParam: idParam(params.get('site')),
    driverName: auth ? displayName(auth) : '',
    waiting: tree.isPending || (correctsId !== null && original.isPending),
    failed,
  };
}
