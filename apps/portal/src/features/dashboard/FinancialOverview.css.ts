import { vars } from '@scaffold/ui';
import { style } from '@vanilla-extract/css';

export const figures = style({
  display: 'grid',
  gap: `${vars.space.md} ${vars.space.lg}`,
  margin: 0,
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const label = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const value = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});
