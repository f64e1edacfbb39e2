export { Tree, type TreeChildren, type TreeNode, type TreeProps } from './Tree';
