import { type AuthState, displayName } from '@scaffold/domain';
import { Button, ButtonLink, Notice, Stack, Text } from '@scaffold/ui';
import { useSetAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { paths } from '../../config/paths';
import { sessionEndedAtom } from '../../session/session-atoms';
import { SIGNED_IN_COPY } from './signed-in-copy';

/**
 * The logout and the outbox it reads, asked for as soon as the offer shows. Imported here, not by
 * /login: a dynamic import's chunk carries the names of every file its target needs, and the
 * logout's would weigh on /login's first load.
 */
const SignedInLogout = lazy(() => import('./SignedInLogout'));

/**
 * /login while someone is signed in on the device: who it is, and the way on — continue as
 * them, or log out first (the logout lists what they have not sent yet) — instead of signing in
 * over them. Loaded only when it shows.
 */
export default function SignedInOffer({ auth }: { auth: AuthState }) {
  // A tab handed over to this person waits here until asked (RequireAuth): continuing lets it in.
  const setSessionEnded = useSetAtom(sessionEndedAtom);
  return (
    <Stack space="md">
      <Notice tone="info" title={SIGNED_IN_COPY.signedInAs(displayName(auth))}>
        {auth.email}
      </Notice>
      <Text as="p">{SIGNED_IN_COPY.offer}</Text>
      <ButtonLink href={paths.dashboard} onClick={() => setSessionEnded(null)} fullWidth>
        {SIGNED_IN_COPY.continueAs(auth.first_name || displayName(auth))}
      </ButtonLink>
      {/* The same button, not yet usable, for the moment its chunk takes: nothing moves. */}
      <Suspense
        fallback={
          <Button variant="secondary" disabled fullWidth>
            {SIGNED_IN_COPY.logOut}
          </Button>
        }
      >
        <SignedInLogout label={SIGNED_IN_COPY.logOut} />
      </Suspense>
    </Stack>
  );
}
