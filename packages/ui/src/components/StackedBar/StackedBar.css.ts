import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const total = style({
  margin: 0,
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.leading.sm,
  color: vars.color.textMuted,
});

export const totalValue = style({
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.leading.xl,
  fontWeight: vars.font.weight.heavy,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: '12px' });
