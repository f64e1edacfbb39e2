// The Dashboard's scaffold tags by colour (dashboardSummary's `scaffold_tags`).
// PLACEHOLDER: answers null (as a server without scaffolds would) until the scaffolds group
// replaces this file with the real count; the signature is the one dashboardSummary calls.
import type { Id, ScaffoldTagCounts } from '@scaffold/domain';
import type { Transaction } from '../../db/connect';
import type { Services } from '../services';

export async function dashboardScaffoldTags(
  _tx: Transaction,
  _services: Services,
  _customerId: Id,
  _siteName: (siteId: Id) => string | undefined,
  _now: Date,
): Promise<ScaffoldTagCounts | null> {
  return null;
}
