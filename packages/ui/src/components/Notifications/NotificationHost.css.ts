import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../lib/styleHelpers';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

const tablet = media.from('tablet');

// Below the top bar (so a notice never covers Logout, the user menu or the phone menu), full
// width on phones, at the right on wider screens. The host itself lets clicks through, so it
// never blocks the page around the messages.
export const host = style({
  position: 'fixed',
  top: `calc(${vars.size.topBar} + ${vars.space.sm})`,
  left: vars.space.sm,
  right: vars.space.sm,
  zIndex: vars.zIndex.notification,
  display: 'flex',
  flexDirection: 'column',
  pointerEvents: 'none',
  '@media': {
    [tablet]: {
      top: `calc(${vars.size.topBar} + ${vars.space.md})`,
      right: vars.space.md,
      left: 'auto',
      width: '380px',
    },
    print: { display: 'none' },
  },
});

export const region = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  // Both regions stay rendered (a live region must exist before its message arrives); space
  // them only when both hold messages.
  selectors: { '&:not(:empty) ~ &:not(:empty)': { marginTop: vars.space.sm } },
});

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(-8px)' },
  to: { opacity: 1, transform: 'none' },
});

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `12px ${vars.space.sm} 12px ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: '4px',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  fontSize: vars.font.size.sm,
  lineHeight: '20px',
  animation: `${enter} 160ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const tone = styleVariants({
  error: { borderLeftColor: vars.color.tone.danger.solid },
  success: { borderLeftColor: vars.color.tone.success.solid },
  info: { borderLeftColor: vars.color.tone.info.solid },
});

export const icon = styleVariants({
  error: { flexShrink: 0, color: vars.color.tone.danger.text },
  success: { flexShrink: 0, color: vars.color.tone.success.text },
  info: { flexShrink: 0, color: vars.color.tone.info.text },
});

export const message = style({
  flexGrow: 1,
  minWidth: 0,
  margin: 0,
  overflowWrap: 'anywhere',
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '28px',
  height: '28px',
  margin: `-4px 0 -4px 0`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceHover, color: vars.color.text },
  ':focus-visible': focusRing,
});
