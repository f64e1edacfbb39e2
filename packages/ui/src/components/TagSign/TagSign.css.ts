import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const TONE_OF = { green: 'success', amber: 'warning', red: 'danger' } as const;

export const sign = style({
  display: 'flex',
  alignItems: 'flex-start',
  borderStyle: 'solid',
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const size = styleVariants({
  sm: { gap: vars.space.xs, padding: `${vars.space.xs} ${vars.space.sm}`, borderWidth: '1px' },
  lg: {
    gap: vars.space.md,
    padding: vars.space.md,
    borderWidth: '1px 1px 1px 8px',
    borderRadius: vars.radius.lg,
  },
});

export const colour = styleVariants(TONE_OF, (tone) => ({
  background: vars.color.tone[tone].tint,
  borderColor: vars.color.tone[tone].solid,
  color: vars.color.tone[tone].text,
}));

export const icon = style({ flexShrink: 0 });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const words = styleVariants({
  sm: {
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.leading.sm,
    fontWeight: vars.font.weight.strong,
  },
  lg: {
    fontSize: vars.font.size.xxl,
    lineHeight: vars.font.leading.xxl,
    fontWeight: vars.font.weight.heavy,
  },
});

export const detail = styleVariants({
  sm: { fontSize: vars.font.size.xs, lineHeight: vars.font.leading.xs },
  lg: { fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.normal },
});
