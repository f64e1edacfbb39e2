/**
 * The words of /login while someone is signed in (SignedInOffer): apart from the logout dialog's,
 * so the offer's chunk shares no file with it.
 */
export const SIGNED_IN_COPY = {
  signedInAs: (name: string) => `You are signed in as ${name}`,
  offer:
    'To sign in as someone else, log out first: what you have not sent yet is listed before anything leaves.',
  continueAs: (firstName: string) => `Continue as ${firstName}`,
  logOut: 'Log out',
} as const;
