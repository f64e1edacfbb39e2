import { media, vars } from '@scaffold/ui/styles';
import { style } from '@vanilla-extract/css';

const tablet = media.from('tablet');
const desktop = media.from('desktop');

/** The site a deep link chose: a bar in the brand colour down its left edge. */
export const selected = style({ boxShadow: `inset 4px 0 0 ${vars.color.brand}` });

/**
 * Name and location, status, then the two dates: one under the other on phones (two columns of
 * dates ran into each other at 360 px), columns from tablets up.
 */
export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: `"name" "status" "last" "next"`,
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  '@media': {
    [tablet]: {
      gridTemplateColumns: 'minmax(0, 1fr) 9rem 9rem',
      gridTemplateAreas: `"name last next" "status last next"`,
    },
    [desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) 10rem 9rem 9rem',
      gridTemplateAreas: `"name status last next"`,
    },
  },
});

export const nameCell = style({
  gridArea: 'name',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const name = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const location = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const statusCell = style({
  gridArea: 'status',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
});

export const date = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});

export const lastDate = style([date, { gridArea: 'last' }]);
export const nextDate = style([date, { gridArea: 'next' }]);
