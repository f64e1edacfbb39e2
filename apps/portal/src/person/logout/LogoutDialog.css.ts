import { focusRing, media, vars } from '@scaffold/ui/styles';
import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  // Focusable (it scrolls on a phone): the kit's focus ring, not the browser's own outline.
  ':focus-visible': focusRing,
});

/**
 * One inspection: its site, when it was saved, its state. On a phone one under another (the
 * date beside a long site name would not fit); side by side from a large phone up.
 */
export const entry = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  alignItems: 'center',
  // Each part as wide as its content: the badge sits at the start of its row, not stretched.
  justifyItems: 'start',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': { [media.from('largePhone')]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

export const actions = style({ width: '100%' });

export const progress = style({ margin: 0, fontWeight: 600 });
