import { media, vars } from '@scaffold/ui/styles';
import { style } from '@vanilla-extract/css';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const sections = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.from('desktop')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const rowTitle = style({ fontWeight: vars.font.weight.strong });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const rowLinks = style({ display: 'flex', gap: vars.space.md });
