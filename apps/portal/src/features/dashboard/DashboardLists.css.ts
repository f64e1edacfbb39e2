import { media, vars } from '@scaffold/ui/styles';
import { style } from '@vanilla-extract/css';

export const list = style({ listStyle: 'none', margin: 0, padding: `0 0 ${vars.space.xs}` });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  // In line with the card's title, which Card pads more from tablets up.
  '@media': {
    [media.from('tablet')]: {
      paddingLeft: vars.space.lg,
      paddingRight: vars.space.lg,
    },
  },
});

export const main = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const title = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  overflowWrap: 'anywhere',
});

export const detail = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const figure = style({
  flexShrink: 0,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'right',
});

export const empty = style({ margin: vars.space.md });

export const more = style({
  borderTop: `1px solid ${vars.color.border}`,
  borderBottomLeftRadius: vars.radius.lg,
  borderBottomRightRadius: vars.radius.lg,
});

/** The rest of the list inside the 'more' disclosure. */
export const moreList = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});
