export {
  OutboxIndicator,
  type OutboxIndicatorProps,
  outboxIndicatorText,
} from './OutboxIndicator';
