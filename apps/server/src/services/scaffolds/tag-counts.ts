// The Dashboard's tags by colour (dashboardSummary's `scaffold_tags`): the customer's standing
// scaffolds, each with its status as of now, counted by the domain's scaffoldTagCounts, as the
// mock's reads count them.
import { type ScaffoldLife, type ScaffoldTagCounts, scaffoldTagCounts } from '@scaffold/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Transaction } from '../../db/connect';
import { scaffolds } from '../../db/schema';
import type { Services } from '../services';
import { contextsOf, type ScaffoldRow } from './records';
import { statusOf } from './view';

export async function dashboardScaffoldTags(
  tx: Transaction,
  _services: Pick<Services, 'keys'>,
  customerId: number,
  siteName: (siteId: number) => string | undefined,
  now: Date,
): Promise<ScaffoldTagCounts> {
  const rows: ScaffoldRow[] = await tx
    .select()
    .from(scaffolds)
    .where(and(eq(scaffolds.customerId, customerId), ne(scaffolds.life, 'struck')));
  const contexts = await contextsOf(tx, rows);
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
