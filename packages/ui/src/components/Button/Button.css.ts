import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../lib/styleHelpers';
import { vars } from '../../theme/contract.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    font: 'inherit',
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.strong,
    lineHeight: vars.font.leading.sm,
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: 'background-color 120ms ease, border-color 120ms ease',
    ':disabled': { cursor: 'not-allowed', opacity: 0.6 },
    selectors: { '&[aria-busy="true"]': { cursor: 'progress', opacity: 0.8 } },
    ':focus-visible': focusRing,
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.brandText,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.brandHover,
          },
        },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.surfaceHover,
          },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.link,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.brandSoft,
          },
        },
      },
      danger: {
        background: vars.color.tone.danger.solid,
        color: vars.color.textInverse,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.tone.danger.text,
          },
        },
      },
    },
    size: {
      md: { minHeight: vars.size.control, padding: `${vars.space.sm} ${vars.space.md}` },
      sm: {
        minHeight: vars.size.controlSmall,
        minWidth: vars.size.controlSmall,
        padding: `${vars.space.xs} 12px`,
        fontSize: vars.font.size.sm,
      },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 800ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
