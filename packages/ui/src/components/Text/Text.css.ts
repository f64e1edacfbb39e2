import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const text = recipe({
  base: { margin: 0, lineHeight: vars.font.lineHeight.normal },
  variants: {
    size: {
      xs: { fontSize: vars.font.size.xs },
      sm: { fontSize: vars.font.size.sm },
      md: { fontSize: vars.font.size.md },
      lg: { fontSize: vars.font.size.lg },
    },
    tone: {
      default: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      success: { color: vars.color.tone.success.text },
      warning: { color: vars.color.tone.warning.text },
      danger: { color: vars.color.tone.danger.text },
      info: { color: vars.color.tone.info.text },
      inverse: { color: vars.color.textInverse },
      inherit: { color: 'inherit' },
    },
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      medium: { fontWeight: vars.font.weight.medium },
      strong: { fontWeight: vars.font.weight.strong },
    },
    align: {
      left: { textAlign: 'left' },
      center: { textAlign: 'center' },
      right: { textAlign: 'right' },
    },
    truncate: {
      true: {
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        display: 'block',
      },
      false: {},
    },
    tabularNumbers: { true: { fontVariantNumeric: 'tabular-nums' }, false: {} },
    variant: {
      body: {},
      // A small capitalised label over what it names: a section of a list, a field, a firm.
      eyebrow: { textTransform: 'uppercase', letterSpacing: '0.04em' },
    },
  },
  defaultVariants: { size: 'md', tone: 'default', weight: 'regular', truncate: false },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
