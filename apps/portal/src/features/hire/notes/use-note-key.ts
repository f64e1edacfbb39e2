import { newIdempotencyKey } from '@scaffold/api-client';
import { useCallback, useRef } from 'react';
import type { NoteSendResult } from './note-send-result';

/**
 * One Idempotency-Key per note: the same for every press until the server has answered about
 * it, so a send whose answer was lost is never recorded twice. A refusal or a conflict closes
 * it: the corrected note that follows is another body, with a new key.
 */
export function useNoteKey() {
  const key = useRef(newIdempotencyKey());
  return useCallback(async (send: (key: string) => Promise<NoteSendResult>) => {
    const result = await send(key.current);
    if (result.kind === 'refused' || result.kind === 'conflict') key.current = newIdempotencyKey();
    return result;
  }, []);
}
