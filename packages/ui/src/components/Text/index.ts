export {
  TEXT_SIZES,
  TEXT_TONES,
  TEXT_VARIANTS,
  TEXT_WEIGHTS,
  Text,
  type TextProps,
  type TextSize,
  type TextTone,
  type TextVariant,
  type TextWeight,
} from './Text';
