export { TagSign, type TagSignColour, type TagSignProps, type TagSignSize } from './TagSign';
