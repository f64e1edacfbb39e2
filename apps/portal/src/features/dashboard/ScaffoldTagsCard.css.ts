import { media, vars } from '@scaffold/ui/styles';
import { style } from '@vanilla-extract/css';
import { row } from './DashboardLists.css';

const tablet = media.from('tablet');

/** The three colours one under the other: each sign's words on one line at any width. */
export const colours = style({
  listStyle: 'none',
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `0 ${vars.space.md} ${vars.space.md}`,
  '@media': { [tablet]: { paddingLeft: vars.space.lg, paddingRight: vars.space.lg } },
});

/** A site: its name, a link to its scaffolds, and its counts under it. */
export const site = style([
  row,
  { flexDirection: 'column', alignItems: 'flex-start', justifyContent: 'flex-start', gap: 0 },
]);

export const siteName = style({ fontWeight: vars.font.weight.strong, overflowWrap: 'anywhere' });

export const more = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [tablet]: { paddingLeft: vars.space.lg, paddingRight: vars.space.lg } },
});
