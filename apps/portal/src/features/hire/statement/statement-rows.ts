// The statement's lines as the screen words them, once for both layouts (the desktop table and
// the phone's cards) and the printed page: what was charged, for how long, at what rate.
import {
  formatDate,
  formatPence,
  formatRatePence,
  hireWeeksText,
  type StatementCharge,
  type StatementHireLine,
  type StatementSite,
} from '@scaffold/domain';

export interface StatementRow {
  key: string;
  /** The item (and its quantity) or the scaffold. */
  what: string;
  /** When it was on hire, or when it came back. */
  when: string;
  quantity: string;
  /** The days charged as weeks, and what part of them is the minimum hire. */
  charged: string;
  rate: string;
  amount: string;
}

const ENDED: Record<NonNullable<StatementHireLine['ended_by']>['kind'], string> = {
  collection: 'collected',
  transfer: 'sent to another site',
  off_hire: 'off-hired',
};

function onHire(line: StatementHireLine): string {
  const from = `From ${formatDate(line.start)}`;
  return line.ended_by
    ? `${from}, ${ENDED[line.ended_by.kind]} ${formatDate(line.ended_by.date)}`
    : `${from}, still on hire`;
}

function hireRow(line: StatementHireLine): StatementRow {
  if (line.kind === 'contract') {
    const overrun = line.overrun_days > 0 ? `, overrun ${hireWeeksText(line.overrun_days)}` : '';
    return {
      key: `contract-${line.scaffold_id}-${line.start}`,
      what: line.description,
      when: onHire(line),
      quantity: '1',
      charged:
        line.price_pence > 0
          ? `Contract price${overrun}`
          : `${hireWeeksText(line.overrun_days)} overrun`,
      rate:
        line.price_pence > 0
          ? `${formatRatePence(line.price_pence)} contract`
          : `${formatRatePence(line.overrun_weekly_rate_pence)} a week`,
      amount: formatPence(line.amount_pence),
    };
  }
  const minimum =
    line.minimum_days > 0 ? ` (${hireWeeksText(line.minimum_days)} minimum hire)` : '';
  return {
    key: `kit-${line.delivery_note_id}-${line.item_id}-${line.start}-${line.ended_by?.id ?? 'on'}`,
    what: line.item_name,
    when: onHire(line),
    quantity: String(line.quantity),
    charged: `${hireWeeksText(line.days + line.minimum_days)}${minimum}`,
    rate: `${formatRatePence(line.weekly_rate_pence)} a week`,
    amount: formatPence(line.amount_pence),
  };
}

function chargeRow(charge: StatementCharge): StatementRow {
  const shortage = charge.kind === 'shortage';
  return {
    key: `${charge.kind}-${charge.collection_note_id}-${charge.item_id}`,
    what: `${charge.item_name}: ${shortage ? 'short at the yard (replacement)' : 'damaged (repair)'}`,
    when: `Collected ${formatDate(charge.date)}`,
    quantity: String(charge.quantity),
    charged: shortage ? 'Shortage' : 'Damage',
    rate: `${formatRatePence(charge.unit_pence)} each`,
    amount: formatPence(charge.amount_pence),
  };
}

/** A site's rows: contracts and kit on hire, then shortages and damage by date. */
export const statementRows = (site: StatementSite): StatementRow[] => [
  ...site.lines.map(hireRow),
  ...site.charges.map(chargeRow),
];

/** Whether the statement charges anything at all (else the screen says there was no hire). */
export const hasHire = (sites: readonly StatementSite[]): boolean =>
  sites.some((site) => site.lines.length > 0 || site.charges.length > 0);
