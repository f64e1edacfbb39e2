import { breakpoints, vars } from '@scaffold/ui';
import { style } from '@vanilla-extract/css';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const root = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const heading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text,
});

export const headingClient = style({
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
});

export const grid = style({
  display: 'grid',
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    [desktop]: { gridTemplateColumns: 'repeat(7, minmax(0, auto))' },
  },
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const label = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const value = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});
