export { formatDate, formatDateTime, formatGBP, formatWeight } from './format';
