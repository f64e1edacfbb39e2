import { Button } from '@scaffold/ui';
import { useLogout } from './use-logout';

/**
 * The signed-in offer's 'Log out' with what it opens (the list of what is not sent, the sending):
 * a chunk of its own, so /login's first load names none of the outbox's files.
 */
export default function SignedInLogout({ label }: { label: string }) {
  const { requestLogout, dialog } = useLogout();
  return (
    <>
      <Button variant="secondary" onClick={requestLogout} fullWidth>
        {label}
      </Button>
      {dialog}
    </>
  );
}
