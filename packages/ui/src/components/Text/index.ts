export {
  TEXT_SIZES,
  TEXT_TONES,
  TEXT_WEIGHTS,
  Text,
  type TextProps,
  type TextSize,
  type TextTone,
  type TextWeight,
} from './Text';
