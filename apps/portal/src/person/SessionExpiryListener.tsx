import { NOTICE_MS, SHELL_MESSAGES } from '@scaffold/domain';
import { notify } from '@scaffold/ui';
import { useStore } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { useApi } from '../services/services-context';
import type { RedirectState } from '../session/redirect-state';
import { sessionEndedAtom } from '../session/session-atoms';

/**
 * When a token refresh fails the client has already cleared the session; this shows the
 * session-expired notice (once: the client fires once per failed refresh) and goes to /login,
 * remembering where the user was for their own sign-in (not another person's).
 */
export function SessionExpiryListener() {
  const api = useApi();
  const store = useStore();
  const navigate = useNavigate();
  useEffect(
    () =>
      api.onSessionExpired(() => {
        notify({ type: 'error', message: SHELL_MESSAGES.sessionExpired, timeout: NOTICE_MS.long });
        const ended = store.get(sessionEndedAtom);
        const { pathname, search, hash } = window.location;
        const state: RedirectState = {
          from: `${pathname}${search}${hash}`,
          email: ended?.reason === 'expired' ? ended.email : undefined,
        };
        navigate(paths.login, { replace: true, state });
      }),
    [api, navigate, store],
  );
  return null;
}
