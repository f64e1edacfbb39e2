import { NOTICE_MS, SHELL_MESSAGES } from '@scaffold/domain';
import { notify } from '@scaffold/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useApi } from '../../../lib/services/services-context';

/**
 * When a token refresh fails the client has already cleared the session; this shows the
 * session-expired notice (once: the client fires once per failed refresh) and goes to /login.
 */
export function SessionExpiryListener() {
  const api = useApi();
  const navigate = useNavigate();
  useEffect(
    () =>
      api.onSessionExpired(() => {
        notify({ type: 'error', message: SHELL_MESSAGES.sessionExpired, timeout: NOTICE_MS.long });
        navigate(paths.login, { replace: true });
      }),
    [api, navigate],
  );
  return null;
}
