/**
 * vanilla-extract's runtimes, which its compiled stylesheets import. The dependency optimizer's
 * first scan reads the sources, not the compiled stylesheets, so on a cold cache (a fresh clone)
 * it found these mid-run and reloaded the page: every story test failed to import.
 * Listed for the optimizer of every dev server: the portal's and Storybook's.
 */
export const STYLE_RUNTIMES = [
  '@vanilla-extract/recipes/createRuntimeFn',
  '@vanilla-extract/sprinkles/createRuntimeSprinkles',
];
