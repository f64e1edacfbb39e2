import { media, vars } from '@scaffold/ui/styles';
import { globalStyle, style } from '@vanilla-extract/css';

/** The statement prints on its own named page (statement-print.css), without the screen's title. */
export const page = style({ '@media': { print: { gap: 0, page: 'hire-statement' } } });
globalStyle(`${page} > header`, { '@media': { print: { display: 'none' } } });

/** The choice of client and period, Print and Export are for the screen only. */
export const screenOnly = style({ '@media': { print: { display: 'none' } } });

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  // Fields top-aligned, so a message under one leaves the others where they are.
  alignItems: 'start',
  '@media': {
    [media.from('tablet')]: {
      gridTemplateColumns: 'minmax(0, 2fr) repeat(2, minmax(0, 1fr)) auto',
    },
  },
});

/** The button in line with the inputs: below a label's line (its leading and the field's gap). */
export const submit = style({
  '@media': {
    [media.from('tablet')]: { marginTop: `calc(${vars.font.leading.sm} + ${vars.space.xs})` },
  },
});
