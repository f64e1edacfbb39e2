import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const base = {
  margin: 0,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '-0.01em',
} as const;

export const level = styleVariants({
  1: { ...base, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.heavy },
  2: { ...base, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.strong },
  3: { ...base, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.strong },
  4: {
    ...base,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.strong,
    letterSpacing: 0,
  },
});
