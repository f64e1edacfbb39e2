import { layer, style } from '@vanilla-extract/css';

// Resets live in a cascade layer, so any sprinkle (unlayered) wins over them whatever the order
// the style sheets load in.
const reset_ = layer('scaffold-reset');

/** Resets that every Box gets: lists without bullets, no stray margins or padding. */
export const reset = style({
  '@layer': { [reset_]: { margin: 0, padding: 0, listStyle: 'none', minWidth: 0 } },
});
