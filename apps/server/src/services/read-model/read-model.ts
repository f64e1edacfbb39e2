// The reads shaped by the screens are answered by the domain's answer builders (the same code
// the mock and a spec-only client run) over a customer's view, kept per customer and version
// (cache.ts; what the view holds: slim.ts).
import type { CustomerReads, Id } from '@scaffold/domain';
import type { Transaction } from '../../db/connect';

/** How many of a customer's recently read records recentAt holds (about 3 KB each). */
export const RECENT_LIMIT = 2_000;

export interface ReadModel {
  /**
   * The customer's slim view at the version the transaction sees (or newer), read again in part
   * when a write moved the version. `tx` must be scoped to the customer (asCustomer).
   */
  viewOf(tx: Transaction, customerId: Id): Promise<CustomerReads>;
  /** viewOf with the version the transaction sees (the key for what keptAt holds). */
  viewAt(tx: Transaction, customerId: Id): Promise<{ view: CustomerReads; version: number }>;
  /**
   * A value derived from the customer's data at `version` (as a transaction seeing that version
   * reads it), loaded once per version and name and shared by the requests seeing that version.
   * Only the newest version's is held; a request seeing an older one loads its own.
   */
  keptAt<T>(customerId: Id, version: number, name: string, load: () => Promise<T>): Promise<T>;
  /**
   * The view held for a customer when it is at `version` or newer, without a database; null when
   * none is (then viewAt reads what moved).
   */
  heldAt(customerId: Id, version: number): { view: CustomerReads; version: number } | null;
  /**
   * As keptAt, for values of which a customer has many (one record's answer, by `key`): the
   * most recently used RECENT_LIMIT are held, each at the version it was loaded for.
   */
  recentAt<T>(customerId: Id, version: number, key: string, load: () => Promise<T>): Promise<T>;
  /** Drops what is held for a customer (the next read loads it whole). */
  forget(customerId: Id): void;
  /** The version held for a customer, or null (for tests and the benchmark). */
  heldVersion(customerId: Id): number | null;
}
