import { style, styleVariants } from '@vanilla-extract/css';
import { type MediaBreakpoint, media } from '../../theme/media';

export const columns = style({ display: 'flex', flexDirection: 'row', minWidth: 0 });

const stackedUntil = (breakpoint: MediaBreakpoint) =>
  style({
    flexDirection: 'column',
    '@media': { [media.from(breakpoint)]: { flexDirection: 'row' } },
  });

export const collapseBelow = { tablet: stackedUntil('tablet'), desktop: stackedUntil('desktop') };

export const alignY = styleVariants({
  top: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  bottom: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
});

// Relative widths in twelfths: columns share the row in proportion, gaps included.
const grow = (twelfths: number) => ({ flex: `${twelfths} 1 0`, minWidth: 0 });

export const width = styleVariants({
  fill: grow(12),
  content: { flex: '0 0 auto' },
  '1/2': grow(6),
  '1/3': grow(4),
  '2/3': grow(8),
  '1/4': grow(3),
  '3/4': grow(9),
});
