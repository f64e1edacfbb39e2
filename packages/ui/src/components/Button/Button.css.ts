import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const button = recipe({
  base: {
    font: 'inherit',
    fontWeight: 600,
    borderRadius: vars.radius.md,
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: '1px solid transparent',
    cursor: 'pointer',
    minHeight: 44,
    ':disabled': { cursor: 'not-allowed', opacity: 0.6 },
    ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
  variants: {
    variant: {
      primary: { background: vars.color.brand, color: vars.color.brandText },
      secondary: {
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.border,
      },
      danger: { background: vars.color.danger, color: vars.color.brandText },
    },
  },
  defaultVariants: { variant: 'primary' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
