import { vars } from '@scaffold/ui/styles';
import { style } from '@vanilla-extract/css';

export const switcher = style({ border: 0, margin: `0 0 ${vars.space.md}`, padding: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const listHeading = style({
  margin: `${vars.space.sm} 0 0`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
});

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
});

export const rowLabel = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const rowValue = style({ flexShrink: 0, fontVariantNumeric: 'tabular-nums' });
