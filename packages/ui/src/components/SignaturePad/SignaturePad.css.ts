import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.control,
});

export const frame = style({
  position: 'relative',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
  cursor: 'crosshair',
  selectors: {
    '&[data-disabled="true"]': {
      cursor: 'not-allowed',
      background: vars.color.surfaceSunken,
      borderColor: vars.color.border,
      boxShadow: 'none',
    },
  },
});

/** The line to sign on, drawn under the strokes. */
export const signLine = style({
  position: 'absolute',
  left: vars.space.md,
  right: vars.space.md,
  bottom: '28%',
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  borderBottom: `1px dashed ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.lg,
  lineHeight: '24px',
  pointerEvents: 'none',
});

export const canvas = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  // A finger on the pad draws instead of scrolling the page.
  touchAction: 'none',
  userSelect: 'none',
});

export const clearButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.control,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.link,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  cursor: 'pointer',
  ':hover': { background: vars.color.brandSoft },
  ':disabled': { color: vars.color.textMuted, background: 'transparent', cursor: 'not-allowed' },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
