// The hire statement as one sales invoice in Xero's import file (Business › Invoices › Import,
// the columns of its "SalesInvoiceTemplate.csv"): a row per invoice line, the invoice's columns
// repeated on each. Fields are written by the inventory export's RFC 4180 writer, so a value
// starting with =, +, - or @ is neutralised and never runs as a formula.

import { formatDate } from '../format';
import type { HireStatement, StatementCharge, StatementHireLine } from '../schemas';
import { toCsv } from '../stock/csv';
import type { CalendarDate } from './calendar';
import { hireWeeksText } from './weeks';

/** Xero's sales invoice template, in its order; an asterisk marks what Xero requires. */
export const XERO_SALES_INVOICE_COLUMNS = [
  '*ContactName',
  'EmailAddress',
  'POAddressLine1',
  'POAddressLine2',
  'POAddressLine3',
  'POAddressLine4',
  'POCity',
  'PORegion',
  'POPostalCode',
  'POCountry',
  '*InvoiceNumber',
  'Reference',
  '*InvoiceDate',
  '*DueDate',
  'InventoryItemCode',
  '*Description',
  '*Quantity',
  '*UnitAmount',
  'Discount',
  '*AccountCode',
  '*TaxType',
  'TrackingName1',
  'TrackingOption1',
  'TrackingName2',
  'TrackingOption2',
  'Currency',
  'BrandingTheme',
] as const;

export interface XeroInvoiceOptions {
  readonly invoiceNumber: string;
  readonly invoiceDate: CalendarDate;
  readonly dueDate: CalendarDate;
  /** Xero's UK chart of accounts: 200 is Sales. */
  readonly accountCode?: string;
  /** The tax rate's display name in the firm's Xero. */
  readonly taxType?: string;
}

/** Whole pence as pounds with two decimals, without a float on the way: 123456 → '1234.56'. */
export function penceAsPounds(pence: number): string {
  const whole = Math.trunc(pence / 100);
  return `${whole}.${String(Math.abs(pence % 100)).padStart(2, '0')}`;
}

/** 'dd/mm/yyyy', Xero's UK date. */
const xeroDate = (date: CalendarDate) => {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
};

const perWeek = (pence: number) => `£${penceAsPounds(pence)} a week`;

function hireDescription(site: string, line: StatementHireLine): string {
  const until = line.ended_by ? ` to ${formatDate(line.ended_by.date)}` : '';
  const span = `on hire from ${formatDate(line.start)}${until}`;
  if (line.kind === 'contract') {
    const price = line.price_pence > 0 ? 'contract price' : 'overrun';
    const overrun =
      line.overrun_days > 0
        ? `, overrun ${hireWeeksText(line.overrun_days)} at ${perWeek(line.overrun_weekly_rate_pence)}`
        : '';
    return `${site}: ${line.description}, ${price}, ${span}${overrun}`;
  }
  const minimum =
    line.minimum_days > 0 ? ` (${hireWeeksText(line.minimum_days)} of it the minimum hire)` : '';
  return `${site}: ${line.item_name} × ${line.quantity}, ${hireWeeksText(line.days + line.minimum_days)}${minimum} at ${perWeek(line.weekly_rate_pence)}, ${span}`;
}

function chargeDescription(site: string, charge: StatementCharge): string {
  const what = charge.kind === 'shortage' ? 'lost (short at the yard)' : 'damaged (repair)';
  return `${site}: ${charge.item_name} ${what}, collected ${formatDate(charge.date)}`;
}

/**
 * One invoice for the statement: a line per hire line (quantity 1, its amount: the days and
 * rate are in the description, as the amount is rounded once over the hire) and per shortage or
 * damage (its units at the unit charge). Lines of £0 are left out; Quantity × UnitAmount of the
 * rows adds up to the statement's total to the penny. Amounts exclude VAT.
 */
export function hireStatementXeroCsv(
  statement: HireStatement,
  options: XeroInvoiceOptions,
): string {
  const reference = `Hire ${formatDate(statement.period.from)} to ${formatDate(statement.period.to)}`;
  const row = (description: string, quantity: number, unitPence: number) => {
    const cells: Record<(typeof XERO_SALES_INVOICE_COLUMNS)[number], string | number> = {
      '*ContactName': statement.client.name,
      EmailAddress: '',
      POAddressLine1: '',
      POAddressLine2: '',
      POAddressLine3: '',
      POAddressLine4: '',
      POCity: '',
      PORegion: '',
      POPostalCode: '',
      POCountry: '',
      '*InvoiceNumber': options.invoiceNumber,
      Reference: reference,
      '*InvoiceDate': xeroDate(options.invoiceDate),
      '*DueDate': xeroDate(options.dueDate),
      InventoryItemCode: '',
      '*Description': description,
      '*Quantity': quantity,
      '*UnitAmount': penceAsPounds(unitPence),
      Discount: '',
      '*AccountCode': options.accountCode ?? '200',
      '*TaxType': options.taxType ?? '20% (VAT on Income)',
      TrackingName1: '',
      TrackingOption1: '',
      TrackingName2: '',
      TrackingOption2: '',
      Currency: 'GBP',
      BrandingTheme: '',
    };
    return XERO_SALES_INVOICE_COLUMNS.map((column) => cells[column]);
  };
  const rows = statement.sites.flatMap((site) => [
    ...site.lines
      .filter((line) => line.amount_pence > 0)
      .map((line) => row(hireDescription(site.site_name, line), 1, line.amount_pence)),
    ...site.charges
      .filter((charge) => charge.amount_pence > 0)
      .map((charge) =>
        row(chargeDescription(site.site_name, charge), charge.quantity, charge.unit_pence),
      ),
  ]);
  return toCsv([[...XERO_SALES_INVOICE_COLUMNS], ...rows]);
}
