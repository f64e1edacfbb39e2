export { DonutChart, type DonutChartProps } from './DonutChart';
