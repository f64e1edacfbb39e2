import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { TONE_MAP } from '../../theme/tokens';

export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `12px ${vars.space.md}`,
  borderRadius: vars.radius.md,
  borderStyle: 'solid',
  borderWidth: '1px',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.leading.sm,
});

export const tone = styleVariants(TONE_MAP, (name) => ({
  background: vars.color.tone[name].tint,
  borderColor: vars.color.tone[name].border,
  color: vars.color.tone[name].text,
}));

export const icon = style({ flexShrink: 0, marginTop: '1px' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const title = style({ fontWeight: vars.font.weight.strong });
