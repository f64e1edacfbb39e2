export { parseApiDate, parseDeadline } from './dates';
