import { media, vars } from '@scaffold/ui/styles';
import { style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
});

export const brand = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  fontWeight: 600,
});

export const main = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xl}`,
});

export const card = style({
  width: '100%',
  maxWidth: 440,
  boxSizing: 'border-box',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  '@media': { [media.from('largePhone')]: { padding: vars.space.xl } },
});
