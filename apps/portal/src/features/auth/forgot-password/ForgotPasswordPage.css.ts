import { style } from '@vanilla-extract/css';

/** Focus is moved here by script only (never by Tab), so no ring around a block of text. */
export const focusTarget = style({ outline: 'none' });
