import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'stretch' });

export const input = style({ fontVariantNumeric: 'tabular-nums' });

export const withUnit = style({ paddingRight: '4.5rem' });

export const unit = style({
  position: 'absolute',
  right: 0,
  top: 0,
  bottom: 0,
  display: 'flex',
  alignItems: 'center',
  padding: `0 12px`,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.leading.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});
