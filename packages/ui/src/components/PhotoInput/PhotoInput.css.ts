import { style } from '@vanilla-extract/css';
import { focusRing, visuallyHiddenStyle } from '../../lib/styleHelpers';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const body = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  marginTop: vars.space.xs,
});

const thumbSize = '96px';

export const thumbnail = style({
  flexShrink: 0,
  width: thumbSize,
  height: thumbSize,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  boxShadow: vars.shadow.sm,
});

export const emptyThumbnail = style({
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: thumbSize,
  height: thumbSize,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

// The native file input stays in the page but out of sight; a button opens it.
export const fileInput = style(visuallyHiddenStyle);

const buttonLike = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  lineHeight: '20px',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
} as const;

export const chooseButton = style({
  ...buttonLike,
  ':hover': { background: vars.color.surfaceHover },
  ':focus-visible': focusRing,
  ':disabled': { cursor: 'not-allowed', opacity: 0.6, background: vars.color.surfaceRaised },
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.tone.danger.solid } },
});

export const removeButton = style({
  ...buttonLike,
  border: '1px solid transparent',
  boxShadow: 'none',
  background: 'transparent',
  color: vars.color.tone.danger.text,
  ':hover': { background: vars.color.tone.danger.tint },
  ':focus-visible': focusRing,
  ':disabled': { cursor: 'not-allowed', opacity: 0.6, background: 'transparent' },
});
