import { authStateFromLogin } from '@scaffold/domain';
import { paths } from '../../../config/paths';
import { readRoute, warmRoute } from '../../../routing/route-warmer';
import type { PortalServices } from '../../../services/portal-services';
import { authStateAtom, preferencesAtom, sessionEndedAtom } from '../../../session/session-atoms';

// Fetched once the sign-in page has loaded (the demo's: when the form gets focus): while the
// person types, the code of the screen most sign-ins land on (the frame and the Dashboard, each
// with its static graph) arrives too, so after the sign-in answer only its data is left to read
// (docs/DECISIONS.md "A first sign-in as fast as a return"). Here, not in the sign-in screen,
// whose first load has a budget.
warmRoute({ pathname: paths.dashboard });

/**
 * The rest of what the first screen needs besides its code: which calls the server has (asked
 * once, data/reads/server-calls.ts), so its first read leaves with the sign-in's answer (the ask
 * also loads the API client, which the sign-in then finds ready); and the device's database open
 * (created on a first visit), which the signed-in frame reads at once (outbox, offline copy).
 */
export function warmSignIn({ api }: PortalServices): void {
  void import('../../../data/reads/server-calls').then(({ askServerCalls }) => askServerCalls(api));
  void import('../../../offline/offline-db')
    .then(({ offlineDb }) => offlineDb())
    .catch(() => undefined);
}

/**
 * Signs in and keeps the session (this tab's, or the device's when remembered), then starts the
 * first reads of the screen it leads to, `to`, with the answer: on a busy phone that screen
 * renders a few tasks later. A chunk of its own, fetched ahead by the sign-in page: checking the
 * answer needs zod, which the sign-in screen does not load to be shown.
 */
export async function signIn(
  services: PortalServices,
  { email, password, rememberMe }: { email: string; password: string; rememberMe: boolean },
  to: string,
): Promise<void> {
  const auth = authStateFromLogin(await services.api.login({ email, password }), email);
  const { store } = services;
  const before = store.get(authStateAtom);
  const next = { ...auth, remember: rememberMe };
  store.set(authStateAtom, next);
  store.set(sessionEndedAtom, null);
  // The device's person named before the next screen shows: a reload (or another tab) right
  // after the sign-in must find this person, not the last one's logout, or it would hand over.
  const { ownSessionChanged } = await import('../../../person/device-person');
  await ownSessionChanged(store, before, next).catch((error: unknown) =>
    console.error('[session] the device was not told', error),
  );
  store.set(preferencesAtom, (current) => ({ ...current, email: rememberMe ? email : undefined }));
  // A remembered device keeps its outbox and drafts: ask the browser to keep our storage too.
  if (rememberMe) {
    void import('../../../offline/storage-keeping').then(({ askToKeepStorage }) =>
      askToKeepStorage(),
    );
  }
  readRoute(services, { pathname: to.split(/[?#]/)[0] ?? to, search: '', key: 'sign-in' });
}
