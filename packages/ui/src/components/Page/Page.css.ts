import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
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

export const description = style({
  margin: 0,
  maxWidth: '48rem',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.leading.md,
  color: vars.color.textMuted,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
