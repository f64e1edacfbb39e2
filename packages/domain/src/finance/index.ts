export {
  DAYS_PER_MONTH,
  type FinanceItem,
  type FinancialSummary,
  financialSummary,
  LABOUR_COST_PER_DAY,
  type MarginBand,
  MONTHS_PER_YEAR,
  marginBand,
  PROJECTION_DAYS,
  roundToOneDecimal,
  TRANSPORT_COST_RATE,
} from './summary';
