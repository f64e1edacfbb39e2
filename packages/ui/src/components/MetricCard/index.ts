export {
  METRIC_HINT_TONES,
  MetricCard,
  type MetricCardProps,
  type MetricHintTone,
} from './MetricCard';
