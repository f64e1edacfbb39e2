import { vars } from '@scaffold/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const switcher = style({ border: 0, margin: `0 0 ${vars.space.md}`, padding: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const caption = style({
  textAlign: 'left',
  paddingBottom: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
});

globalStyle(`${table} thead th`, {
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
});

export const rowHeader = style({ fontWeight: vars.font.weight.regular });

export const numeric = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

globalStyle(`${table} ${numeric}`, { textAlign: 'right' });
