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
/** The text recipe, for a component that styles its own element as text. */
export { text as textStyle } from './Text.css';
