import { media, vars } from '@scaffold/ui/styles';
import { style } from '@vanilla-extract/css';

const tablet = media.from('tablet');
const desktop = media.from('desktop');

export const layout = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': {
    [desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'stretch' },
  },
});

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    // Beside the breakdown on wide screens: two by two.
    [desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const cardItem = style({ display: 'flex' });
