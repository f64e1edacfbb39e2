// What an app's own stylesheets (*.css.ts) build on: the theme's values, the breakpoints and the
// focus ring, without a component. A stylesheet that imported the package's index would carry
// every component's styles into the CSS of each page it is on: vanilla-extract evaluates a
// stylesheet's imports at build time, and every component's styles are among the index's.

export { focusRing } from './lib/styleHelpers';
export { vars } from './theme/contract.css';
export { type MediaBreakpoint, media } from './theme/media';
