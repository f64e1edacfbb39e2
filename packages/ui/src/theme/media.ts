import { type Breakpoint, breakpoints } from './tokens';

/** A breakpoint a layout can change at (`mobile` is where every layout starts). */
export type MediaBreakpoint = Exclude<Breakpoint, 'mobile'>;

/**
 * The theme's breakpoints as media queries, for vanilla-extract's `'@media'` keys:
 * `'@media': { [media.from('tablet')]: { ... } }`. Layouts are written for phones first and
 * change from a breakpoint up; `below` is for what only narrower screens hide or lay out apart.
 */
export const media = {
  /** This breakpoint's width and wider. */
  from: (breakpoint: MediaBreakpoint) => `screen and (min-width: ${breakpoints[breakpoint]}px)`,
  /** Narrower than this breakpoint (the exact complement of `from`). */
  below: (breakpoint: MediaBreakpoint) =>
    `screen and (max-width: ${breakpoints[breakpoint] - 0.02}px)`,
  /**
   * Where a finger, perhaps gloved, does the pointing: a phone-width screen, or any screen whose
   * main pointer is coarse (a tablet). Every control is at least `size.control` (44 px) there.
   */
  touch: `screen and (max-width: ${breakpoints.tablet - 0.02}px), (pointer: coarse)`,
} as const;
