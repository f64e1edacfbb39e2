// Every request's work runs in one transaction, in one of two scopes:
// - a customer's: as the role scaffold_customer with the customer (and user) set for the
//   transaction, so row-level security shows only that customer's rows whatever the query says;
// - the system's: as the owner, for what comes before a customer is known (signing in, tokens,
//   rate limits, looking up a tag or signing link by its secret's hash) and for seeding.
import { type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf, type Transaction } from './connect';

export interface CustomerScope {
  customerId: number;
  /** The signed-in user, when there is one (the Idempotency-Key table is per user). */
  userId?: number;
}

/**
 * Runs `work` in a transaction in the customer's scope. `also` adds columns to the statement that
 * sets the scope (a write's advisory lock), sparing a round trip; `work` gets their row. They must
 * not read tables: the statement is planned before its role is set.
 */
export function asCustomer<T>(
  db: Database,
  scope: CustomerScope,
  work: (tx: Transaction, also: Record<string, unknown> | undefined) => Promise<T>,
  also?: SQL,
): Promise<T> {
  return db.transaction(async (tx) => {
    // The scope and the role in one statement (set_config('role', …, true) is SET LOCAL ROLE):
    // one round trip on every request.
    const result = await tx.execute(
      sql`select set_config('scaffold.customer_id', ${String(scope.customerId)}, true), set_config('scaffold.user_id', ${scope.userId === undefined ? '' : String(scope.userId)}, true), set_config('role', 'scaffold_customer', true)${also ? sql`, ${also}` : sql``}`,
    );
    return work(tx, also ? rowsOf<Record<string, unknown>>(result)[0] : undefined);
  });
}

export function asSystem<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

/** The caller's customer transaction, opened only when a read needs one (routes/read-view.ts). */
export type InScope = <R>(work: (tx: Transaction) => Promise<R>) => Promise<R>;
