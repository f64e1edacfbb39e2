import { media, vars } from '@scaffold/ui/styles';
import { style } from '@vanilla-extract/css';

const tablet = media.from('tablet');
const _desktop = media.from('desktop');

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const manager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
});

export const muted = style({ color: vars.color.textMuted });

export const historyLink = style({ alignSelf: 'flex-start', fontSize: vars.font.size.sm });

export const recent = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const recentList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const recentEntry = style({ display: 'grid', gap: vars.space.xxs });

export const recentHeading = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
});

export const scaffoldList = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// On a phone the sign goes under the tag number; from a tablet up the number has a column of
// its own, so the signs line up.
export const scaffoldEntry = style({
  display: 'grid',
  justifyItems: 'start',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  '@media': {
    [tablet]: { gridTemplateColumns: '9rem minmax(0, 1fr)' },
  },
});

export const scaffoldText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  minWidth: 0,
});
