import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const layout = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
});

export const chart = style({ flexShrink: 0 });

export const legend = style({ flexDirection: 'column', flex: '1 1 200px', minWidth: 0 });

export const totalValue = style({
  fontFamily: vars.font.body,
  fontSize: '22px',
  fontWeight: vars.font.weight.heavy,
  fill: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const totalLabel = style({
  fontFamily: vars.font.body,
  fontSize: '12px',
  fill: vars.color.textMuted,
});

export const track = style({ stroke: vars.color.surfaceSunken });

export const legendLabel = style({ flex: '1 1 auto', minWidth: 0 });
