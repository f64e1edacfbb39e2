import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, visuallyHiddenStyle } from '../styleHelpers';

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  margin: 0,
});

export const head = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const titles = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const caption = style({
  fontSize: vars.font.size.md,
  lineHeight: vars.font.leading.md,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text,
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.leading.sm,
  color: vars.color.textMuted,
});

export const visuallyHidden = style(visuallyHiddenStyle);

export const tableToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  minHeight: vars.size.controlSmall,
  marginLeft: 'auto',
  padding: `0 ${vars.space.sm}`,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.leading.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.link,
  background: 'transparent',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  ':hover': { background: vars.color.brandSoft },
  ':focus-visible': focusRing,
  selectors: { '&[aria-expanded="true"]': { background: vars.color.brandSoft } },
});

export const plot = style({ width: '100%', minWidth: 0 });

export const svg = style({ display: 'block', overflow: 'visible' });

export const axisText = style({
  fontFamily: vars.font.body,
  fontSize: '12px',
  fill: vars.color.textMuted,
});

export const labelText = style({
  fontFamily: vars.font.body,
  fontSize: '13px',
  fill: vars.color.text,
});

export const valueText = style({
  fontFamily: vars.font.body,
  fontSize: '13px',
  fontWeight: vars.font.weight.strong,
  fill: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const gridLine = style({ stroke: vars.color.chart.grid, strokeWidth: 1 });

export const axisLine = style({ stroke: vars.color.chart.axis, strokeWidth: 1 });

const seriesColours = {
  0: vars.color.chart.series1,
  1: vars.color.chart.series2,
  2: vars.color.chart.series3,
  3: vars.color.chart.series4,
  4: vars.color.chart.series5,
  5: vars.color.chart.series6,
};

/** Fill per series, cycling through the six chart colours. */
export const seriesFill = styleVariants(seriesColours, (colour) => ({ fill: colour }));
export const seriesStroke = styleVariants(seriesColours, (colour) => ({ stroke: colour }));
export const seriesBackground = styleVariants(seriesColours, (colour) => ({ background: colour }));

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const legendItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.leading.sm,
  color: vars.color.text,
});

export const swatch = style({
  width: '12px',
  height: '12px',
  flexShrink: 0,
  borderRadius: '3px',
});

export const legendValue = style({
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});

export const legendShare = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.leading.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const tableCaption = style({ ...visuallyHiddenStyle });

export const th = style({
  padding: `${vars.space.sm} 12px`,
  textAlign: 'left',
  fontWeight: vars.font.weight.strong,
  color: vars.color.textMuted,
  background: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:not(:first-child)': { textAlign: 'right' } },
});

export const td = style({
  padding: `${vars.space.sm} 12px`,
  textAlign: 'left',
  fontWeight: vars.font.weight.regular,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:not(:first-child)': { textAlign: 'right' } },
});

export const noData = style({
  margin: 0,
  padding: `${vars.space.lg} ${vars.space.md}`,
  textAlign: 'center',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.leading.sm,
  color: vars.color.textMuted,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
});
