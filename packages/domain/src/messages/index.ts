export {
  apiErrorMessage,
  MESSAGES,
  type MessageKey,
  mustBePositive,
  NOTICE_MS,
  notAValidValue,
  outOfRange,
} from './messages';
