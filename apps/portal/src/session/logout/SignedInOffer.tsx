import { type AuthState, displayName } from '@scaffold/domain';
import { Button, ButtonLink, Notice, Stack, Text } from '@scaffold/ui';
import { paths } from '../../config/paths';
import { LOGOUT_COPY } from './logout-copy';
import { useLogout } from './use-logout';

/**
 * /login while someone is signed in on the device: who it is, and the way on — continue as
 * them, or log out first (the logout lists what they have not sent yet) — instead of signing in
 * over them. Loaded only when it shows.
 */
export default function SignedInOffer({ auth }: { auth: AuthState }) {
  const { requestLogout, dialog } = useLogout();
  return (
    <Stack space="md">
      <Notice tone="info" title={LOGOUT_COPY.signedInAs(displayName(auth))}>
        {auth.email}
      </Notice>
      <Text as="p">{LOGOUT_COPY.offer}</Text>
      <ButtonLink href={paths.dashboard} fullWidth>
        {LOGOUT_COPY.continueAs(auth.first_name || displayName(auth))}
      </ButtonLink>
      <Button variant="secondary" onClick={requestLogout} fullWidth>
        {LOGOUT_COPY.logOut}
      </Button>
      {dialog}
    </Stack>
  );
}
