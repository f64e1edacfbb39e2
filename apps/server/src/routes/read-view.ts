// A read's work over the customer's view, in one of two ways:
// - withView: inside the caller's customer transaction (row-level security scoped to it), with the
//   view at the version that transaction sees (given too: what is kept beside the view is keyed
//   by it), for reads that join the view with rows they read by SQL;
// - fromView: the view held in memory when it is at least as new as the data version the caller's
//   token check read (one statement in all), else as withView. Such a read still answers data
//   at least as new as every write committed before the call, and its answer comes from a view
//   that was read under row-level security.
import type { CustomerReads } from '@scaffold/domain';
import type { Transaction } from '../db/connect';
import { asCustomer, type CustomerScope, type InScope } from '../db/scope';
import type { Caller } from '../http/authenticate';
import type { Services } from '../services/services';

const scopeOf = (caller: Caller): CustomerScope => ({
  customerId: caller.customerId,
  userId: caller.userId,
});

export function withView<T>(
  services: Services,
  caller: Caller,
  work: (view: CustomerReads, tx: Transaction, version: number) => Promise<T> | T,
): Promise<T> {
  return asCustomer(services.db, scopeOf(caller), async (tx) => {
    const { view, version } = await services.readModel.viewAt(tx, caller.customerId);
    return work(view, tx, version);
  });
}

export async function fromView<T>(
  services: Services,
  caller: Caller,
  work: (view: CustomerReads, version: number, inScope: InScope) => Promise<T> | T,
): Promise<T> {
  const held = services.readModel.heldAt(caller.customerId, caller.dataVersion);
  if (!held) {
    // The view moved since it was held (or was never read): read what moved, in the transaction
    // the read then shares (a second one from the same pool could wait on this one's connection).
    return withView(services, caller, (view, tx, version) =>
      work(view, version, (inTx) => inTx(tx)),
    );
  }
  return work(held.view, held.version, (inTx) => asCustomer(services.db, scopeOf(caller), inTx));
}

export const ok = (json: unknown) => ({ status: 200, json });
