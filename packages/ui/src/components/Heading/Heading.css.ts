import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const base = { margin: 0, color: vars.color.text, letterSpacing: '-0.01em' } as const;

export const level = styleVariants({
  1: {
    ...base,
    fontSize: vars.font.size.xxl,
    lineHeight: vars.font.leading.xxl,
    fontWeight: vars.font.weight.heavy,
  },
  2: {
    ...base,
    fontSize: vars.font.size.xl,
    lineHeight: vars.font.leading.xl,
    fontWeight: vars.font.weight.strong,
  },
  3: {
    ...base,
    fontSize: vars.font.size.lg,
    lineHeight: vars.font.leading.lg,
    fontWeight: vars.font.weight.strong,
  },
  4: {
    ...base,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.leading.md,
    fontWeight: vars.font.weight.strong,
    letterSpacing: 0,
  },
});
