import { describe, expect, it } from 'vitest';
import { hireStatementSchema } from '../schemas';
import { collectionNote, deliveryNote, offHire } from '../testing/hire-notes';
import { hireLedger } from './ledger';
import { hireStatement, type StatementSource } from './statement';
import { hireStatementXeroCsv, penceAsPounds, XERO_SALES_INVOICE_COLUMNS } from './statement-csv';

const TUBE = 1;
const BOARD = 2;
const items = new Map([
  [
    TUBE,
    { name: 'Steel tube 6.4m', daily_rate: 0.45, replacement_cost: 38, maintenance_cost: 4.5 },
  ],
  [
    BOARD,
    { name: 'Scaffold board 3.9m', daily_rate: 0.12, replacement_cost: 22, maintenance_cost: 2 },
  ],
]);
const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };
const NOW = new Date('2026-12-01T09:00:00Z');

/** The story: kit out, back short and damaged, the rest off-hired mid-week. */
const story: StatementSource = {
  client: { id: 4, name: 'Northfield Homes' },
  sites: [{ id: 7, name: 'Albion Street' }],
  items,
  deliveries: [
    deliveryNote(1, 7, '2026-11-02T08:00:00Z', [
      [TUBE, 100],
      [BOARD, 50],
    ]),
  ],
  collections: [collectionNote(2, 7, '2026-11-16T14:00:00Z', [[TUBE, 40, 3, 2]])],
  offHires: [offHire(3, 7, '2026-11-18', { kind: 'site' })],
};

describe('the hire statement', () => {
  it('charges what was on site, the shortage and the damage, and stops on the off-hire', () => {
    const statement = hireStatementSchema.parse(hireStatement(story, NOVEMBER, NOW));
    const [site] = statement.sites;
    expect(site?.lines).toMatchObject([
      {
        item_name: 'Scaffold board 3.9m',
        quantity: 50,
        days: 16,
        weeks: 2,
        part_days: 2,
        weekly_rate_pence: 84,
        amount_pence: 9600,
      },
      {
        item_name: 'Steel tube 6.4m',
        quantity: 40,
        days: 14,
        ended_by: { kind: 'collection', id: 2, date: '2026-11-16' },
        amount_pence: 25_200,
      },
      {
        item_name: 'Steel tube 6.4m',
        quantity: 60,
        days: 16,
        ended_by: { kind: 'off_hire', id: 3, date: '2026-11-18' },
        amount_pence: 43_200,
      },
    ]);
    expect(site?.charges).toEqual([
      {
        kind: 'shortage',
        item_id: TUBE,
        item_name: 'Steel tube 6.4m',
        quantity: 3,
        collection_note_id: 2,
        date: '2026-11-16',
        unit_pence: 3800,
        amount_pence: 11_400,
      },
      {
        kind: 'damage',
        item_id: TUBE,
        item_name: 'Steel tube 6.4m',
        quantity: 2,
        collection_note_id: 2,
        date: '2026-11-16',
        unit_pence: 450,
        amount_pence: 900,
      },
    ]);
    expect(statement.totals).toEqual({
      hire_pence: 78_000,
      shortages_pence: 11_400,
      damage_pence: 900,
      total_pence: 90_300,
    });
    expect(
      hireStatement(story, { from: '2026-12-01', to: '2026-12-31' }, NOW).totals.total_pence,
    ).toBe(0);
  });

  it('lists what is off-hired and not yet collected', () => {
    const ledger = hireLedger(story.deliveries, story.collections, story.offHires);
    expect(ledger.awaitingCollection).toEqual([
      { site_id: 7, item_id: TUBE, quantity: 60, off_hire_id: 3, from: '2026-11-18' },
      { site_id: 7, item_id: BOARD, quantity: 50, off_hire_id: 3, from: '2026-11-18' },
    ]);
    // The collection that follows takes the off-hired kit, and ends no hire twice.
    const later = hireLedger(
      story.deliveries,
      [...story.collections, collectionNote(4, 7, '2026-11-20T10:00:00Z', [[TUBE, 62]])],
      story.offHires,
    );
    expect(later.awaitingCollection.find((w) => w.item_id === TUBE)).toBeUndefined();
    expect(later.overReturns).toEqual([{ site_id: 7, item_id: TUBE, quantity: 2, note_id: 4 }]);
    expect(later.segments.filter((s) => s.item_id === TUBE).map((s) => s.quantity)).toEqual([
      40, 60,
    ]);
  });

  it('moves hire with kit sent on from one site to another, the day charged where it arrives', () => {
    const source: StatementSource = {
      ...story,
      sites: [
        { id: 7, name: 'Albion Street' },
        { id: 8, name: 'Canal Wharf' },
      ],
      collections: [],
      offHires: [],
      deliveries: [
        ...story.deliveries,
        deliveryNote(5, 8, '2026-11-09T07:30:00Z', [[BOARD, 20]], { from_site_id: 7 }),
      ],
    };
    const statement = hireStatement(source, NOVEMBER, NOW);
    const boards = statement.sites.flatMap((site) =>
      site.lines
        .flatMap((line) => (line.kind === 'kit' && line.item_id === BOARD ? [line] : []))
        .map((line) => [site.site_name, line.quantity, line.days]),
    );
    expect(boards).toEqual([
      ['Albion Street', 20, 7],
      ['Albion Street', 30, 29],
      ['Canal Wharf', 20, 22],
    ]);
  });

  it('counts a correcting note instead of the note it corrects', () => {
    const source: StatementSource = {
      ...story,
      collections: [],
      offHires: [],
      deliveries: [
        { ...deliveryNote(1, 7, '2026-11-02T08:00:00Z', [[TUBE, 100]]), corrected_by: 6 },
        deliveryNote(6, 7, '2026-11-02T08:00:00Z', [[TUBE, 98]], {
          corrects: { note_id: 1, reason: 'Two tubes stayed on the lorry' },
        }),
      ],
    };
    const lines = hireStatement(source, NOVEMBER, NOW).sites[0]?.lines;
    expect(lines).toMatchObject([{ quantity: 98, delivery_note_id: 6, days: 29 }]);
  });

  it('charges a contract scaffold its price on handover, then overrun until its off-hire', () => {
    const source: StatementSource = {
      ...story,
      deliveries: [],
      collections: [],
      offHires: [offHire(9, 7, '2026-12-10', { kind: 'scaffold', scaffold_id: 31 })],
      contracts: [
        {
          scaffold_id: 31,
          site_id: 7,
          description: 'Gable end access scaffold',
          handed_over_on: '2026-11-05',
          price_pence: 180_000,
          included_weeks: 4,
          overrun_weekly_rate_pence: 21_000,
        },
      ],
    };
    const all = { from: '2026-11-01', to: '2026-12-31' };
    expect(hireStatement(source, all, NOW).sites[0]?.lines).toMatchObject([
      { kind: 'contract', days: 35, overrun_days: 7, price_pence: 180_000, amount_pence: 201_000 },
    ]);
  });
});

/** An RFC 4180 reader, enough to read back what toCsv writes. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[at + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      at += 1;
    } else field += char;
  }
  return rows;
}

describe("the statement as Xero's sales invoice import", () => {
  const options = {
    invoiceNumber: 'HIRE-2026-11-4',
    invoiceDate: '2026-12-01',
    dueDate: '2026-12-31',
  };

  it('totals back to the statement to the penny', () => {
    const statement = hireStatement(story, NOVEMBER, NOW);
    const [header, ...rows] = readCsv(hireStatementXeroCsv(statement, options));
    expect(header).toEqual([...XERO_SALES_INVOICE_COLUMNS]);
    const column = (name: (typeof XERO_SALES_INVOICE_COLUMNS)[number]) =>
      header?.indexOf(name) ?? -1;
    const pence = rows.reduce((total, row) => {
      const quantity = Number(row[column('*Quantity')]);
      const [pounds, pennies] = (row[column('*UnitAmount')] ?? '').split('.').map(Number) as [
        number,
        number,
      ];
      return total + quantity * (pounds * 100 + pennies);
    }, 0);
    expect(rows).toHaveLength(5);
    expect(pence).toBe(statement.totals.total_pence);
    expect(rows[0]?.[column('*InvoiceDate')]).toBe('01/12/2026');
    expect(rows[0]?.[column('*DueDate')]).toBe('31/12/2026');
    expect(rows[0]?.[column('*Description')]).toBe(
      'Albion Street: Scaffold board 3.9m × 50, 2 weeks 2 days at £0.84 a week, on hire from Nov 2, 2026 to Nov 18, 2026',
    );
    expect(rows[0]?.[column('Reference')]).toBe('Hire Nov 1, 2026 to Nov 30, 2026');
  });

  it('neutralises formula cells, as the inventory export does', () => {
    const hostile: StatementSource = {
      ...story,
      client: { id: 4, name: '=HYPERLINK("http://x.test","pay")' },
      items: new Map([
        [TUBE, { name: '+1 tube', daily_rate: 0.45, replacement_cost: 38, maintenance_cost: 4.5 }],
      ]),
      sites: [{ id: 7, name: '@site' }],
    };
    const [, first] = readCsv(hireStatementXeroCsv(hireStatement(hostile, NOVEMBER, NOW), options));
    expect(first?.[0]).toBe('\'=HYPERLINK("http://x.test","pay")');
    expect(first?.[15]?.startsWith("'@site: ")).toBe(true);
  });

  it('writes pence as pounds without a float', () => {
    expect(penceAsPounds(123_456)).toBe('1234.56');
    expect(penceAsPounds(5)).toBe('0.05');
    expect(penceAsPounds(90_071_992_547_409)).toBe('900719925474.09');
  });
});
