import { style } from '@vanilla-extract/css';
import { focusRing } from '../../lib/styleHelpers';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({
  minWidth: 0,
  background: vars.color.surfaceRaised,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const bordered = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  selectors: { '& + &': { marginTop: vars.space.sm, borderTop: `1px solid ${vars.color.border}` } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingRight: vars.space.md,
  selectors: {
    [`${root}:hover &`]: { background: vars.color.surfaceHover },
    // No overflow clipping on the rounded box (a rounded clip is composited on its own and
    // anti-aliases differently from run to run): the header and panel round their own corners.
    [`${bordered} > &`]: { borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0` },
    [`${bordered} > &:last-child`]: { borderRadius: vars.radius.lg },
  },
});

export const heading = style({ margin: 0, flex: '1 1 auto', minWidth: 0, font: 'inherit' });

export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  gap: '12px',
  width: '100%',
  minHeight: vars.size.control,
  padding: `12px ${vars.space.md}`,
  font: 'inherit',
  color: vars.color.text,
  textAlign: 'left',
  background: 'transparent',
  border: 0,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  ':focus-visible': { ...focusRing, outlineOffset: '-3px' },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: 'transform 150ms ease',
  selectors: { [`${toggle}[aria-expanded="true"] &`]: { transform: 'rotate(90deg)' } },
});

export const summary = style({ flex: '1 1 auto', minWidth: 0 });

export const actions = style({ flexShrink: 0, display: 'flex', gap: vars.space.xs });

export const panel = style({
  padding: vars.space.md,
  '@media': {
    [media.from('tablet')]: {
      padding: `${vars.space.md} ${vars.space.md} ${vars.space.md} 48px`,
    },
  },
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: { [`${bordered} > &`]: { borderRadius: `0 0 ${vars.radius.lg} ${vars.radius.lg}` } },
});
