import { style } from '@vanilla-extract/css';

/** The certificate prints on its own named page (certificate-print.css). */
export const page = style({ '@media': { print: { gap: 0, page: 'handover-certificate' } } });

/** Back and Print are for the screen only. */
export const toolbar = style({ '@media': { print: { display: 'none' } } });
