import { XERO_SALES_INVOICE_COLUMNS } from '@scaffold/domain';
import { describe, expect, it } from 'vitest';
import { octoberStatement } from './statement.fixtures';
import { fileNamePart, statementCsvFile } from './statement-export';

const NOW = new Date('2026-11-28T12:00:00Z');

/** Reads the file back as a spreadsheet would: RFC 4180 rows of fields, by column name. */
function openCsv(text: string): Record<string, string>[] {
  const cells = [...text.matchAll(/("(?:[^"]|"")*"|[^,\r\n]*)(,|\r\n)/g)];
  const rows: string[][] = [[]];
  for (const [, raw = '', end] of cells) {
    const value = raw.startsWith('"') ? raw.slice(1, -1).replaceAll('""', '"') : raw;
    rows[rows.length - 1]?.push(value);
    if (end === '\r\n') rows.push([]);
  }
  rows.pop();
  const [header = [], ...body] = rows;
  return body.map((row) => Object.fromEntries(header.map((name, at) => [name, row[at] ?? ''])));
}

const pence = (pounds: string) => {
  const [whole = '0', fraction = '00'] = pounds.split('.');
  return Number(whole) * 100 + Number(fraction);
};

describe('the statement exported as a Xero invoice', () => {
  it("adds up to the statement's totals, line by line and site by site", () => {
    const statement = octoberStatement();
    const rows = openCsv(statementCsvFile(statement, NOW).csv);
    const amount = (row: Record<string, string>) =>
      Number(row['*Quantity']) * pence(row['*UnitAmount'] ?? '');
    expect(rows.reduce((total, row) => total + amount(row), 0)).toBe(statement.totals.total_pence);
    for (const site of statement.sites) {
      const ofSite = rows.filter((row) => row['*Description']?.startsWith(`${site.site_name}:`));
      expect(
        ofSite.reduce((total, row) => total + amount(row), 0),
        site.site_name,
      ).toBe(site.total_pence);
    }
    const charged = (word: string) =>
      rows
        .filter((row) => row['*Description']?.includes(word))
        .reduce((total, row) => total + amount(row), 0);
    expect(charged('lost (short at the yard)')).toBe(statement.totals.shortages_pence);
    expect(charged('damaged (repair)')).toBe(statement.totals.damage_pence);
  });

  it('is one invoice, dated today in London and due in 30 days, in Xero’s columns', () => {
    const { csv } = statementCsvFile(octoberStatement(), NOW);
    expect(csv.split('\r\n')[0]).toBe(XERO_SALES_INVOICE_COLUMNS.join(','));
    const rows = openCsv(csv);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row['*InvoiceNumber']))).toEqual(
      new Set(['HIRE-4-20261001-20261031']),
    );
    expect(rows[0]).toMatchObject({
      '*ContactName': 'Northfield Homes',
      '*InvoiceDate': '28/11/2026',
      '*DueDate': '28/12/2026',
      Reference: 'Hire Oct 1, 2026 to Oct 31, 2026',
      Currency: 'GBP',
    });
  });

  it('neutralises a client name that is a formula, in the cells and in the file name', () => {
    const name = '=HYPERLINK("http://evil.example","Click")';
    const { csv, fileName } = statementCsvFile(octoberStatement({ id: 4, name }), NOW);
    const rows = openCsv(csv);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row['*ContactName']).toBe(`'${name}`);
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
    expect(fileName).toBe(
      'hire-statement-hyperlink-http-evil-example-click-2026-10-01-to-2026-10-31.csv',
    );
  });

  it('names the file for the client and the period', () => {
    expect(statementCsvFile(octoberStatement(), NOW).fileName).toBe(
      'hire-statement-northfield-homes-2026-10-01-to-2026-10-31.csv',
    );
    expect(fileNamePart('Café Côte & Sons / Ltd.')).toBe('cafe-cote-sons-ltd');
    expect(fileNamePart('***')).toBe('client');
    expect(fileNamePart('../../etc/passwd')).toBe('etc-passwd');
  });
});
