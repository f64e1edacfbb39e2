export { VirtualList, type VirtualListProps } from './VirtualList';
