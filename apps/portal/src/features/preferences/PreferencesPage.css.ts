import { vars } from '@scaffold/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ maxWidth: '720px' });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  '@media': {
    'screen and (min-width: 480px)': { gridTemplateColumns: 'minmax(6em, auto) minmax(0, 1fr)' },
  },
});

export const term = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const value = style({
  margin: 0,
  marginBottom: vars.space.xs,
  overflowWrap: 'anywhere',
});
