import { vars } from '@scaffold/ui/styles';
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

// The two places, From and To, one above the other on the sunken ground of the move's source.
export const summary = style({
  rowGap: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const summaryValue = style({
  display: 'flex',
  flexDirection: 'column',
  fontWeight: vars.font.weight.strong,
});

export const summaryPlace = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
});
