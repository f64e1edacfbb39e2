import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const compact = style({
  padding: `${vars.space.lg} ${vars.space.md}`,
  border: 'none',
  background: 'transparent',
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  marginBottom: vars.space.xs,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text,
});

export const description = style({
  margin: 0,
  maxWidth: '36rem',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const action = style({ marginTop: vars.space.sm });
