import { style } from '@vanilla-extract/css';

// The chart parts are styled by lib/chart/ChartFrame.css.ts; only bar specifics live here.
export const bar = style({ shapeRendering: 'crispEdges' });
