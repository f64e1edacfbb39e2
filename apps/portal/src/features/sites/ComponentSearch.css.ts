import { vars } from '@scaffold/ui/styles';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const status = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const results = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xxs,
  maxHeight: '280px',
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const result = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"name quantity" "place quantity"',
  alignItems: 'center',
  columnGap: vars.space.md,
  width: '100%',
  minHeight: vars.size.control,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  font: 'inherit',
  color: vars.color.text,
  textAlign: 'left',
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
});

export const resultName = style({
  gridArea: 'name',
  fontWeight: vars.font.weight.strong,
  fontSize: vars.font.size.sm,
});

export const resultPlace = style({
  gridArea: 'place',
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const resultQuantity = style({
  gridArea: 'quantity',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.strong,
});
