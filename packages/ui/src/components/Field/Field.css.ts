import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text,
  lineHeight: vars.font.leading.sm,
});

export const requiredMark = style({
  color: vars.color.tone.danger.text,
  marginLeft: vars.space.xxs,
});

export const hint = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  lineHeight: vars.font.leading.sm,
});

export const error = style({
  margin: 0,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.tone.danger.text,
  lineHeight: vars.font.leading.sm,
});

export const errorIcon = style({ flexShrink: 0, marginTop: '2px' });

/** The look shared by text inputs, selects and text areas. */
export const control = recipe({
  base: {
    width: '100%',
    minHeight: vars.size.control,
    padding: '9px 12px',
    font: 'inherit',
    fontSize: vars.font.size.md,
    lineHeight: vars.font.leading.md,
    color: vars.color.text,
    background: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.sm,
    appearance: 'none',
    transition: 'border-color 120ms ease, box-shadow 120ms ease',
    '::placeholder': { color: vars.color.textMuted, opacity: 1 },
    ':hover': { borderColor: vars.color.text },
    ':focus-visible': {
      outline: 'none',
      borderColor: vars.color.focus,
      boxShadow: `0 0 0 3px ${vars.color.brandSoft}, 0 0 0 1px ${vars.color.focus} inset`,
    },
    ':disabled': {
      cursor: 'not-allowed',
      background: vars.color.surfaceSunken,
      color: vars.color.textMuted,
      borderColor: vars.color.border,
      boxShadow: 'none',
    },
    selectors: {
      '&[aria-invalid="true"]': { borderColor: vars.color.tone.danger.solid },
      '&[aria-invalid="true"]:focus-visible': {
        borderColor: vars.color.tone.danger.solid,
        boxShadow: `0 0 0 3px ${vars.color.tone.danger.tint}, 0 0 0 1px ${vars.color.tone.danger.solid} inset`,
      },
    },
  },
  variants: {
    multiline: {
      true: { minHeight: '6rem', resize: 'vertical', lineHeight: vars.font.lineHeight.normal },
      false: {},
    },
  },
  defaultVariants: { multiline: false },
});
