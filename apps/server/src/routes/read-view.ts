// A read's work: inside the caller's customer transaction (row-level security scoped to it), with
// the customer's view at the version that transaction sees (given too: what is kept beside the
// view is keyed by it).
import type { CustomerReads } from '@scaffold/domain';
import type { Transaction } from '../db/connect';
import { asCustomer } from '../db/scope';
import type { Caller } from '../http/authenticate';
import type { Services } from '../services/services';

export function withView<T>(
  services: Services,
  caller: Caller,
  work: (view: CustomerReads, tx: Transaction, version: number) => Promise<T> | T,
): Promise<T> {
  return asCustomer(
    services.db,
    { customerId: caller.customerId, userId: caller.userId },
    async (tx) => {
      const { view, version } = await services.readModel.viewAt(tx, caller.customerId);
      return work(view, tx, version);
    },
  );
}

export const ok = (json: unknown) => ({ status: 200, json });
