import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  '@media': { [`screen and (min-width: ${breakpoints.tablet}px)`]: { gap: vars.space.xl } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  flex: '1 1 320px',
});

export const eyebrow = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.leading.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
});

export const description = style({
  margin: 0,
  maxWidth: '48rem',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.leading.md,
  color: vars.color.textMuted,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
