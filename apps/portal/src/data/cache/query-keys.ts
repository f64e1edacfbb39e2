import type { EndpointName } from '@scaffold/domain';

/** A query's parameters: plain values only, so the key hashes the same on every device. */
export type ReadParams = Readonly<Record<string, unknown>>;

/**
 * Every query of the portal is keyed by the contract's name of the call whose answer it holds
 * (`ENDPOINTS` in domain), then its parameters: ['customerData'], ['stockMovements', {site_id: 3,
 * page: 1}]. A read that a spec-only server answers by computing from the base calls keeps the
 * name of the call it stands in for, so both paths fill the same entry.
 */
export type ReadKey = readonly [EndpointName] | readonly [EndpointName, ReadParams];

/** The one way to build a query key. Parameters left undefined are dropped (same key either way). */
export function readKey(name: EndpointName, params?: ReadParams): ReadKey {
  if (!params) return [name];
  const defined = Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined),
  );
  return Object.keys(defined).length === 0 ? [name] : [name, defined];
}

/** The call a key names (the first element). */
export const readNameOf = (key: readonly unknown[]): EndpointName => key[0] as EndpointName;
