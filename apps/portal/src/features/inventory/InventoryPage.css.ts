import { media, vars } from '@scaffold/ui/styles';
import { style } from '@vanilla-extract/css';

const tablet = media.from('tablet');
const desktop = media.from('desktop');

/** The inventory and the movement log side by side from desktop width, stacked below it. */
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const filters = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const row = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const rowHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
});

export const rowTitle = style({ display: 'grid', minWidth: 0 });

// The figures line up in columns (DescriptionList lays them out).
export const figures = style({ fontVariantNumeric: 'tabular-nums' });

export const shares = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xxs,
  fontSize: vars.font.size.sm,
});

export const share = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const movements = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
});

export const movement = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.leading.sm,
  overflowWrap: 'anywhere',
});
