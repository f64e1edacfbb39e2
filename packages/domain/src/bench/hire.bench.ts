// The hire statement at a large firm's size: `npm run bench` (docs/PERFORMANCE.md, "Hire").
// 200 sites of one client, 20 items each, a year of notes: 4,000 deliveries, 4,000 collections
// with variances, 400 off-hires; the statement of one month and of the year. Deterministic data.
import { bench, describe } from 'vitest';
import { hireStatement, hireStatementXeroCsv, type StatementSource } from '../hire';
import { addDays } from '../hire/calendar';
import { collectionNote, deliveryNote, offHire } from '../testing/hire-notes';

const SITES = 200;
const ITEMS = 20;
const items = new Map(
  Array.from({ length: ITEMS }, (_, i) => [
    i,
    {
      name: `Component ${i}`,
      daily_rate: 0.1 + i / 20,
      replacement_cost: 20 + i,
      maintenance_cost: 2,
    },
  ]),
);
const deliveries = Array.from({ length: SITES * ITEMS }, (_, n) =>
  deliveryNote(n + 1, n % SITES, `${addDays('2026-01-05', n % 300)}T08:00:00Z`, [
    [n % ITEMS, 10 + (n % 90)],
  ]),
);
const collections = Array.from({ length: SITES * ITEMS }, (_, n) =>
  collectionNote(100_000 + n, n % SITES, `${addDays('2026-01-20', n % 330)}T15:00:00Z`, [
    [n % ITEMS, 5 + (n % 40), n % 3, n % 2],
  ]),
);
const offHires = Array.from({ length: SITES * 2 }, (_, n) =>
  offHire(200_000 + n, n % SITES, addDays('2026-03-01', n % 280), { kind: 'site' }),
);
const source: StatementSource = {
  client: { id: 1, name: 'Northfield Homes' },
  sites: Array.from({ length: SITES }, (_, id) => ({ id, name: `Site ${id}` })),
  items,
  deliveries,
  collections,
  offHires,
};
const now = new Date('2027-01-01T00:00:00Z');
const year = hireStatement(source, { from: '2026-01-01', to: '2026-12-31' }, now);

describe('hire statement', () => {
  bench('a month, 200 sites, 8,400 notes and off-hires', () => {
    hireStatement(source, { from: '2026-11-01', to: '2026-11-30' }, now);
  });
  bench('the year', () => {
    hireStatement(source, { from: '2026-01-01', to: '2026-12-31' }, now);
  });
  bench(
    `the year as Xero CSV (${year.sites.reduce((n, s) => n + s.lines.length + s.charges.length, 0)} rows)`,
    () => {
      hireStatementXeroCsv(year, {
        invoiceNumber: 'H-1',
        invoiceDate: '2027-01-01',
        dueDate: '2027-01-31',
      });
    },
  );
});
