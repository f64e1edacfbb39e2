import { vars } from '@scaffold/ui';
import { style } from '@vanilla-extract/css';

export const layout = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const figures = style({
  display: 'grid',
  gap: `${vars.space.md} ${vars.space.lg}`,
  margin: 0,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
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
