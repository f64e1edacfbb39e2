import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  height: '100%',
  minWidth: 0,
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.lg}`,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.sm,
});

export const popular = style({
  borderColor: vars.color.brand,
  boxShadow: `0 0 0 1px ${vars.color.brand}, ${vars.shadow.lg}`,
});

export const ribbon = style({
  position: 'absolute',
  margin: 0,
  top: '-13px',
  left: vars.space.lg,
  padding: `3px 12px`,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.leading.xs,
  fontWeight: vars.font.weight.heavy,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.brandText,
  background: vars.color.brand,
  borderRadius: vars.radius.full,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const name = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.leading.lg,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text,
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.leading.sm,
  color: vars.color.textMuted,
});

export const price = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.text,
});

export const amount = style({
  fontSize: vars.font.size.display,
  lineHeight: vars.font.leading.display,
  fontWeight: vars.font.weight.heavy,
  letterSpacing: '-0.02em',
  fontVariantNumeric: 'tabular-nums',
});

export const period = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.leading.sm,
  color: vars.color.textMuted,
});

export const limits = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.sm} 12px`,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
});

export const limit = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
});

export const limitLabel = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.leading.sm,
  color: vars.color.textMuted,
});

export const limitValue = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.leading.sm,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const features = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '10px',
  flex: '1 1 auto',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const feature = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.leading.sm,
  color: vars.color.text,
});

export const check = style({ flexShrink: 0, color: vars.color.tone.success.solid });
