// The Dashboard's tags by colour (dashboardSummary's `scaffold_tags`): the customer's standing
// scaffolds, each with its status as of now, counted by the domain's scaffoldTagCounts, as the
// mock's reads count them. The rows and what their tags depend on change only with a write that
// moves the customer's data_version (scaffolds, their inspections and handovers all do), so they
// are read once per version; the colours depend on the clock too, and the counts are worked out
// again once the clock passes the moment the next scaffold falls due.
import {
  type ScaffoldLife,
  type ScaffoldTagCounts,
  scaffoldTagCounts,
  tagColourHoldsUntil,
  tagStatus,
} from '@scaffold/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Transaction } from '../../db/connect';
import { scaffolds } from '../../db/schema';
import type { InScope } from '../../db/scope';
import type { Services } from '../services';
import { contextsOf, type ScaffoldContext, type ScaffoldRow } from './records';
import { tagFacts } from './view';

interface StandingScaffolds {
  rows: ScaffoldRow[];
  contexts: Map<number, ScaffoldContext>;
  /**
   * The counts last worked out from these rows, and the instants between which they hold: from
   * when they were worked out until the next standing scaffold falls due (tagColourHoldsUntil).
   */
  counted?: { counts: ScaffoldTagCounts; from: number; until: number };
}

async function standingScaffolds(tx: Transaction, customerId: number): Promise<StandingScaffolds> {
  const rows: ScaffoldRow[] = await tx
    .select()
    .from(scaffolds)
    .where(and(eq(scaffolds.customerId, customerId), ne(scaffolds.life, 'struck')));
  return { rows, contexts: await contextsOf(tx, rows) };
}

export async function dashboardScaffoldTags(
  inScope: InScope,
  services: Pick<Services, 'readModel'>,
  at: { customerId: number; version: number },
  siteName: (siteId: number) => string | undefined,
  now: Date,
): Promise<ScaffoldTagCounts> {
  const standing = await services.readModel.keptAt(
    at.customerId,
    at.version,
    'standing-scaffolds',
    () => inScope((tx) => standingScaffolds(tx, at.customerId)),
  );
  const ms = now.getTime();
  const last = standing.counted;
  if (last && last.from <= ms && ms <= last.until) return last.counts;
  let until = Number.POSITIVE_INFINITY;
  const counted = standing.rows.flatMap((row) => {
    const context = standing.contexts.get(row.id);
    if (!context) return [];
    const facts = tagFacts(row, context);
    until = Math.min(until, tagColourHoldsUntil(facts, now));
    return [{ site_id: row.siteId, life: row.life as ScaffoldLife, status: tagStatus(facts, now) }];
  });
  // The site names come from the view at the same version as the rows: they hold as long.
  const counts = scaffoldTagCounts(counted, siteName);
  standing.counted = { counts, from: ms, until };
  return counts;
}
