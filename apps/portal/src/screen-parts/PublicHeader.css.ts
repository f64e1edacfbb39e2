import { media, vars } from '@scaffold/ui/styles';
import { style } from '@vanilla-extract/css';

const tablet = media.from('tablet');

/** Content width, centred, with gutters that grow with the screen. */
export const container = style({
  width: '100%',
  maxWidth: vars.size.content,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  '@media': { [tablet]: { paddingInline: vars.space.lg } },
});

export const header = style({
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const headerInner = style([
  container,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    minHeight: '64px',
  },
]);

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  gap: vars.space.sm,
  color: vars.color.text,
  fontWeight: vars.font.weight.heavy,
  fontSize: vars.font.size.lg,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const brandMark = style({ color: vars.color.brand, flexShrink: 0 });

export const nav = style({
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  gap: vars.space.sm,
  '@media': { [tablet]: { gap: vars.space.md } },
});

export const brandName = style({ whiteSpace: 'nowrap' });

/** The plans are one tap away in the hero on the narrowest phones; the bar keeps sign-in only. */
export const wideOnly = style({
  '@media': { [media.below('phone')]: { display: 'none' } },
});

/** Shown from a tablet up, gone below (from the accessibility tree too). */
export const tabletUp = style({
  '@media': { [media.below('tablet')]: { display: 'none' } },
});

/** Shown below a tablet only. */
export const belowTablet = style({
  '@media': { [tablet]: { display: 'none' } },
});

/** The sign-in button may narrow: its words end in '…' rather than leave the screen. */
export const signIn = style({ minWidth: 0, maxWidth: '100%' });

export const label = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
