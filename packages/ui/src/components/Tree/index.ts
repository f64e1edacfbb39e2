export { Tree, type TreeNode, type TreeProps } from './Tree';
