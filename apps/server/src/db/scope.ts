// Every request's work runs in one transaction, in one of two scopes:
// - a customer's: as the role scaffold_customer with the customer (and user) set for the
//   transaction, so row-level security shows only that customer's rows whatever the query says;
// - the system's: as the owner, for what comes before a customer is known (signing in, tokens,
//   rate limits, looking up a tag or signing link by its secret's hash) and for seeding.
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from './connect';

export interface CustomerScope {
  customerId: number;
  /** The signed-in user, when there is one (the Idempotency-Key table is per user). */
  userId?: number;
}

export function asCustomer<T>(
  db: Database,
  scope: CustomerScope,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    // The scope and the role in one statement (set_config('role', …, true) is SET LOCAL ROLE):
    // one round trip on every request.
    await tx.execute(
      sql`select set_config('scaffold.customer_id', ${String(scope.customerId)}, true), set_config('scaffold.user_id', ${scope.userId === undefined ? '' : String(scope.userId)}, true), set_config('role', 'scaffold_customer', true)`,
    );
    return work(tx);
  });
}

export function asSystem<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(work);
}
