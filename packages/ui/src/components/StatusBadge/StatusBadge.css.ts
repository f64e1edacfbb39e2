import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { TONE_MAP } from '../../theme/tokens';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  padding: '3px 10px',
  borderRadius: vars.radius.full,
  borderStyle: 'solid',
  borderWidth: '1px',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.leading.xs,
  whiteSpace: 'nowrap',
  verticalAlign: 'top',
});

export const tone = styleVariants(TONE_MAP, (name) => ({
  background: vars.color.tone[name].tint,
  borderColor: vars.color.tone[name].border,
  color: vars.color.tone[name].text,
}));

export const dot = style({
  width: '8px',
  height: '8px',
  flexShrink: 0,
  borderRadius: vars.radius.full,
});

export const dotTone = styleVariants(TONE_MAP, (name) => ({
  background: vars.color.tone[name].solid,
}));
