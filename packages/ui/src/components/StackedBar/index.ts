export { StackedBar, type StackedBarProps } from './StackedBar';
