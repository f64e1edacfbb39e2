import {
  type FinancialSummary,
  formatPercent,
  MARGIN_BAND_LABELS,
  marginBandTone,
} from '@scaffold/domain';
import { StatusBadge } from '@scaffold/ui';

/** The profit margin as a badge of its band ('18.0% · Healthy'), or a dash without revenue. */
export function ProfitMargin({ finance }: { finance: FinancialSummary }) {
  if (finance.marginBand === null) return '—';
  return (
    <StatusBadge tone={marginBandTone(finance.marginBand)}>
      {formatPercent(finance.profitMargin)} · {MARGIN_BAND_LABELS[finance.marginBand]}
    </StatusBadge>
  );
}
