import { style } from '@vanilla-extract/css';

export const page = style({ '@media': { print: { gap: 0 } } });

/** Back and Print are for the screen only. */
export const toolbar = style({ '@media': { print: { display: 'none' } } });
