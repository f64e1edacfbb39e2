export {
  INLINE_ALIGN_Y,
  INLINE_ALIGNS,
  Inline,
  type InlineAlign,
  type InlineAlignY,
  type InlineProps,
} from './Inline';
