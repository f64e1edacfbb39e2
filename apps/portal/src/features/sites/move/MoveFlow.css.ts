import { vars } from '@scaffold/ui';
import { style } from '@vanilla-extract/css';

export const source = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const sourceItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.md,
});

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
});

export const summaryRow = style({
  display: 'grid',
  gridTemplateColumns: '3.5rem minmax(0, 1fr)',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const summaryLabel = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  color: vars.color.textMuted,
});

export const summaryValue = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  fontWeight: vars.font.weight.strong,
});

export const summaryPlace = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
});
