import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { visuallyHiddenStyle } from '../../lib/styleHelpers';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

const belowTablet = media.below('tablet');
const tablet = media.from('tablet');

/** A pill on the dark top bar, a 44×44 touch target like every control there. */
export const indicator = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.control,
  minWidth: vars.size.control,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  lineHeight: '20px',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  ':focus-visible': { outline: `3px solid ${vars.color.focusOnDark}`, outlineOffset: '2px' },
  ':hover': { textDecoration: 'underline' },
});

// Tinted pills with their tone's dark text: readable on the dark bar and on their own tint.
export const tone = styleVariants({
  waiting: {
    background: vars.color.tone.warning.tint,
    color: vars.color.tone.warning.text,
  },
  sending: { background: vars.color.tone.info.tint, color: vars.color.tone.info.text },
  refused: { background: vars.color.tone.danger.tint, color: vars.color.tone.danger.text },
  sent: { background: vars.color.tone.success.tint, color: vars.color.tone.success.text },
  offline: { background: vars.color.tone.neutral.tint, color: vars.color.tone.neutral.text },
});

/** The number, on phones only (the words say it from tablets up). */
export const count = style({
  '@media': { [tablet]: { display: 'none' } },
});

/** The words: shown from tablets up; on phones only in the accessible name. */
export const text = style({
  '@media': { [belowTablet]: visuallyHiddenStyle },
});

const beat = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.35 } });

export const pulse = style({
  animation: `${beat} 1.2s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
