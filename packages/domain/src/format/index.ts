export { formatDate, formatDateTime, formatGBP, formatPercent, formatWeight } from './format';
