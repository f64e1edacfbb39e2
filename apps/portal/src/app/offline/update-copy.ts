/** The update banner's words, for the banner and the tests that look for it. */
export const UPDATE_COPY = {
  available: 'A new version is available.',
  detail: 'Reload when you are ready: what you are entering is kept.',
  reload: 'Reload',
  later: 'Later',
} as const;
