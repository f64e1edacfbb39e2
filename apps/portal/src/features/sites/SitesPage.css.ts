import { media, vars } from '@scaffold/ui/styles';
import { style } from '@vanilla-extract/css';

const desktop = media.from('desktop');
/** Two cards side by side need more than the narrowest phones (320 px) for a figure like £206,594. */
const largePhone = media.from('largePhone');

export const metricGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [largePhone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});
