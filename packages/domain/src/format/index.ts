export { formatDate, formatDateTime, formatGBP, formatPercent, formatWeight } from './format';
export { formatNumberEnGb } from './numbers';
