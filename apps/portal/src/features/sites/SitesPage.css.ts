import { breakpoints, vars } from '@scaffold/ui';
import { style } from '@vanilla-extract/css';

const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;
/** Two cards side by side need more than the narrowest phones (320 px) for a figure like £206,594. */
const widePhone = 'screen and (min-width: 420px)';

export const page = style({ minWidth: 0 });

export const metricGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [widePhone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});
