// The Dashboard's tags by colour (dashboardSummary's `scaffold_tags`): the customer's standing
// scaffolds, each with its status as of now, counted by the domain's scaffoldTagCounts, as the
// mock's reads count them. The rows and what their tags depend on change only with a write that
// moves the customer's data_version (scaffolds, their inspections and handovers all do), so they
// are read once per version; the colours depend on the clock too and are worked out per call.
import { type ScaffoldLife, type ScaffoldTagCounts, scaffoldTagCounts } from '@scaffold/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Transaction } from '../../db/connect';
import { scaffolds } from '../../db/schema';
import type { Services } from '../services';
import { contextsOf, type ScaffoldContext, type ScaffoldRow } from './records';
import { statusOf } from './view';

interface StandingScaffolds {
  rows: ScaffoldRow[];
  contexts: Map<number, ScaffoldContext>;
}

async function standingScaffolds(tx: Transaction, customerId: number): Promise<StandingScaffolds> {
  const rows: ScaffoldRow[] = await tx
    .select()
    .from(scaffolds)
    .where(and(eq(scaffolds.customerId, customerId), ne(scaffolds.life, 'struck')));
  return { rows, contexts: await contextsOf(tx, rows) };
}

export async function dashboardScaffoldTags(
  inScope: <R>(work: (tx: Transaction) => Promise<R>) => Promise<R>,
  services: Pick<Services, 'readModel'>,
  at: { customerId: number; version: number },
  siteName: (siteId: number) => string | undefined,
  now: Date,
): Promise<ScaffoldTagCounts> {
  const { rows, contexts } = await services.readModel.keptAt(
    at.customerId,
    at.version,
    'standing-scaffolds',
    () => inScope((tx) => standingScaffolds(tx, at.customerId)),
  );
  const counted = rows.flatMap((row) => {
    const context = contexts.get(row.id);
    if (!context) return [];
    return [
      {
        site_id: row.siteId,
        life: row.life as ScaffoldLife,
        status: statusOf(row, context, now),
      },
    ];
  });
  return scaffoldTagCounts(counted, siteName);
}
