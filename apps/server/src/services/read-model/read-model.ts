// The reads shaped by the screens are answered by the domain's answer builders (the same code
// the mock and a spec-only client run) over a customer's view, kept per customer and version.
import type { CustomerReads } from '@scaffold/domain';
import type { Transaction } from '../../db/connect';

export interface ReadModel {
  /** The customer's view at the version the transaction sees. */
  viewOf(tx: Transaction, customerId: number): Promise<CustomerReads>;
}
