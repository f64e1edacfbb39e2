import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'stretch' });

export const input = style({ fontVariantNumeric: 'tabular-nums' });

export const withUnit = style({ paddingRight: '4.5rem' });

export const unit = style({
  position: 'absolute',
  right: 0,
  top: 0,
  bottom: 0,
  display: 'flex',
  alignItems: 'center',
  padding: `0 12px`,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.leading.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

/** At least 44×44 (the library's touch-target rule), joined to the input's start. */
export const signToggle = style({
  flex: '0 0 auto',
  minWidth: vars.size.control,
  minHeight: vars.size.control,
  padding: '0 12px',
  font: 'inherit',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRight: 'none',
  borderRadius: `${vars.radius.md} 0 0 ${vars.radius.md}`,
  cursor: 'pointer',
  ':hover': { background: vars.color.surface },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2, zIndex: 1 },
  ':disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
});

export const afterSignToggle = style({
  borderTopLeftRadius: 0,
  borderBottomLeftRadius: 0,
});
