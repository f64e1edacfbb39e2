export {
  apiErrorMessage,
  MESSAGES,
  type MessageKey,
  mustBePositive,
  notAValidValue,
  outOfRange,
} from './messages';
export { NOTICE_MS, SHELL_MESSAGES } from './shell';
