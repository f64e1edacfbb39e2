// Statements for the stories and tests, computed by the domain's own hireStatement from notes,
// so every figure is one the API would send. October 2026: two sites of one client, kit on hire
// all month, a line back within its minimum week, a collection that came back short and
// damaged, an off-hire, and a scaffold let on a contract.
import {
  type CollectionNote,
  type DeliveryNote,
  type HireStatement,
  hireStatement,
  hireStatementSchema,
  type OffHire,
  type StatementSource,
} from '@scaffold/domain';

const TUBE = 1;
const BOARD = 2;
const FITTING = 3;

const signature = {
  name: 'Dan Driver',
  image: 'data:image/png;base64,iVBORw0KGgo=',
  points: 40,
  signed_at: '2026-09-28T08:00:00Z',
};
const recorded = (id: number, prefix: string, at: string) => ({
  id,
  number: `${prefix}-${String(id).padStart(6, '0')}`,
  recorded_by: { id: 1, name: 'Mo Manager' },
  recorded_at: at,
  corrected_by: null,
});

const delivery = (
  id: number,
  site: number,
  at: string,
  lines: [number, number][],
): DeliveryNote => ({
  ...recorded(id, 'DN', at),
  kind: 'delivery',
  from_site_id: null,
  to_site_id: site,
  delivered_at: at,
  lines: lines.map(([item_id, quantity]) => ({ item_id, quantity })),
  receipt: { kind: 'signed', signature },
  vehicle: 'MX21 ABC',
  driver_signature: signature,
  corrects: null,
});

const collection = (
  id: number,
  site: number,
  at: string,
  lines: [item: number, quantity: number, short: number, damaged: number][],
): CollectionNote => ({
  ...recorded(id, 'CN', at),
  kind: 'collection',
  from_site_id: site,
  collected_at: at,
  lines: lines.map(([item_id, quantity, short, damaged]) => ({
    item_id,
    quantity,
    short,
    damaged,
  })),
  site_signature: null,
  vehicle: 'MX21 ABC',
  driver_signature: signature,
  corrects: null,
});

const offHire = (id: number, site: number, from: string): OffHire => ({
  id,
  site_id: site,
  from,
  scope: { kind: 'site' },
  requested_by: 'Pat Client',
  note: '',
  recorded_by: { id: 1, name: 'Mo Manager' },
  recorded_at: `${from}T09:00:00Z`,
});

export const STATEMENT_CLIENT = { id: 4, name: 'Northfield Homes' };
export const OCTOBER_2026 = { from: '2026-10-01', to: '2026-10-31' } as const;
const GENERATED_AT = new Date('2026-11-28T12:00:00Z');

/** The client's notes and contracts (the other firm's sites never show). */
export function statementSource(client = STATEMENT_CLIENT): StatementSource {
  return {
    client,
    sites: [
      { id: 7, name: 'Albion Street' },
      { id: 9, name: 'Riverside Court' },
    ],
    items: new Map([
      [
        TUBE,
        { name: 'Steel tube 6.4m', daily_rate: 0.45, replacement_cost: 38, maintenance_cost: 4.5 },
      ],
      [
        BOARD,
        {
          name: 'Scaffold board 3.9m',
          daily_rate: 0.12,
          replacement_cost: 22,
          maintenance_cost: 2,
        },
      ],
      [
        FITTING,
        { name: 'Double coupler', daily_rate: 0.05, replacement_cost: 6, maintenance_cost: 1 },
      ],
    ]),
    deliveries: [
      delivery(1, 7, '2026-09-28T08:00:00Z', [
        [TUBE, 120],
        [BOARD, 60],
      ]),
      delivery(2, 9, '2026-10-05T07:30:00Z', [[FITTING, 400]]),
      delivery(3, 9, '2026-10-12T07:30:00Z', [[BOARD, 30]]),
    ],
    collections: [
      collection(4, 7, '2026-10-16T14:00:00Z', [[TUBE, 40, 3, 2]]),
      // Back after 3 days: 4 days of the minimum week are charged on its return.
      collection(5, 9, '2026-10-15T15:00:00Z', [[BOARD, 30, 0, 0]]),
    ],
    offHires: [offHire(6, 7, '2026-10-26')],
    contracts: [
      {
        scaffold_id: 31,
        site_id: 9,
        description: 'Scaffold T-0031, gable end (4 weeks included)',
        handed_over_on: '2026-10-06',
        price_pence: 185_000,
        included_weeks: 4,
        overrun_weekly_rate_pence: 21_000,
      },
    ],
  };
}

/** October's statement of the client (its name can be changed: the CSV test's formula). */
export const octoberStatement = (client = STATEMENT_CLIENT): HireStatement =>
  hireStatementSchema.parse(hireStatement(statementSource(client), OCTOBER_2026, GENERATED_AT));

/** A period with no hire at all: every site listed, nothing charged. */
export const emptyStatement = (): HireStatement =>
  hireStatementSchema.parse(
    hireStatement(statementSource(), { from: '2026-06-01', to: '2026-06-30' }, GENERATED_AT),
  );
