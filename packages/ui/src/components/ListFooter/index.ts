export {
  LIST_FOOTER_STATES,
  ListFooter,
  type ListFooterProps,
  type ListFooterState,
} from './ListFooter';
