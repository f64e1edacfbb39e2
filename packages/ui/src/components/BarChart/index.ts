export {
  BAR_CHART_ORIENTATIONS,
  BarChart,
  type BarChartOrientation,
  type BarChartProps,
} from './BarChart';
