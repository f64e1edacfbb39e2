// The statement as a file for the firm's accounts: one Xero sales invoice (the domain's
// hireStatementXeroCsv), named for the client and the period so a folder of them sorts and reads.
import { addDays, type HireStatement, hireStatementXeroCsv, londonDate } from '@scaffold/domain';

/** Days from the invoice to its due date: the common 30-day terms of UK trade credit. */
export const INVOICE_DUE_DAYS = 30;

/** A file name's part from a client's name: letters and digits, dashes between ('client' if none). */
export function fileNamePart(name: string): string {
  const part = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return part || 'client';
}

/** The CSV and its file name: 'hire-statement-northfield-homes-2026-10-01-to-2026-10-31.csv'. */
export function statementCsvFile(statement: HireStatement, now: Date) {
  const { client, period } = statement;
  const invoiceDate = londonDate(now);
  const csv = hireStatementXeroCsv(statement, {
    // One invoice per client and period: exporting the same statement again gives the same
    // number, so Xero refuses a second import rather than billing twice.
    invoiceNumber: `HIRE-${client.id}-${period.from.replaceAll('-', '')}-${period.to.replaceAll('-', '')}`,
    invoiceDate,
    dueDate: addDays(invoiceDate, INVOICE_DUE_DAYS),
  });
  return {
    fileName: `hire-statement-${fileNamePart(client.name)}-${period.from}-to-${period.to}.csv`,
    csv,
  };
}
