import { style } from '@vanilla-extract/css';
import { focusRing } from '../../lib/styleHelpers';
import { vars } from '../../theme/contract.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  minWidth: 0,
  margin: 0,
  padding: vars.space.md,
  font: 'inherit',
  textAlign: 'left',
  color: vars.color.text,
  textDecoration: 'none',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const interactive = style({
  cursor: 'pointer',
  transition: 'box-shadow 120ms ease, border-color 120ms ease',
  ':hover': { borderColor: vars.color.brand, boxShadow: vars.shadow.md },
  ':focus-visible': focusRing,
});

export const label = style({
  display: 'block',
  paddingRight: vars.space.lg,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
  lineHeight: vars.font.leading.sm,
});

export const value = style({
  display: 'block',
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.heavy,
  lineHeight: vars.font.leading.xxl,
  letterSpacing: '-0.02em',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const hint = style({
  display: 'block',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.leading.sm,
});

export const arrow = style({
  position: 'absolute',
  top: vars.space.md,
  right: vars.space.md,
  color: vars.color.link,
});
