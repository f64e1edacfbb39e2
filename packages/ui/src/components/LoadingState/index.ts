export {
  LOADING_LAYOUTS,
  type LoadingLayout,
  LoadingState,
  type LoadingStateProps,
} from './LoadingState';
