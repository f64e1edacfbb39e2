import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CAPABILITY_CALLS,
  callNameOf,
  ENDPOINT_NAMES,
  ENDPOINTS,
  type EndpointContract,
  fillPath,
  pathTo,
  problemSchema,
  SPEC_CALLS,
} from './contract';

const entries = ENDPOINT_NAMES.map((name): [string, EndpointContract] => [name, ENDPOINTS[name]]);

describe('the endpoint contract', () => {
  it.each(entries)('%s: its path parameters are the ones its schema names', (_, endpoint) => {
    const inPath = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    expect(inPath).toEqual(Object.keys(endpoint.pathParams?.shape ?? {}));
    // Every path is under /api/ and ends in a slash or a parameter, as PRODUCT.md "The base calls" writes them;
    // a parameter stands for a whole segment.
    expect(endpoint.path).toMatch(/^\/api\/(([a-z_-]+|\{\w+\})\/)*(([a-z_-]+|\{\w+\})\/|\{\w+\})$/);
  });

  it('names each method and path once', () => {
    const calls = entries.map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(calls).size).toBe(calls.length);
  });

  it.each(entries)('%s: a GET sends no body; a body of ours is documented', (_, endpoint) => {
    if (endpoint.method === 'GET') expect(endpoint.request).toBeUndefined();
    if (endpoint.request) expect(endpoint.errors.map((error) => error.status)).toContain(400);
    if (endpoint.auth === 'bearer') {
      expect(endpoint.errors.map((error) => error.status)).toContain(401);
    }
    const statuses = endpoint.errors.map((error) => error.status);
    expect(new Set(statuses).size).toBe(statuses.length);
  });

  it('is lenient exactly for the writes whose success body the spec does not show', () => {
    const lenient = entries.filter(([, endpoint]) => endpoint.success.lenient).map(([n]) => n);
    expect(lenient).toEqual(['logout', 'saveInspection', 'moveItems']);
    for (const name of lenient) {
      const { method, success } = ENDPOINTS[name as 'logout'];
      expect([method, success.body]).toEqual(['POST', 'ours']);
    }
    // The writes a user may repeat after a lost answer, that would otherwise be done twice or
    // refused the second time, take an Idempotency-Key.
    const keyed = entries.filter(([, endpoint]) => endpoint.idempotencyKey).map(([n]) => n);
    expect(keyed).toEqual([
      'saveInspection',
      'moveItems',
      'createScaffold',
      'recordHandover',
      'createDeliveryNote',
      'createCollectionNote',
      'createOffHire',
    ]);
  });

  it("marks the screens' own reads as calls a server may lack, each naming its limits", () => {
    expect(CAPABILITY_CALLS[0]).toBe('capabilities');
    for (const name of CAPABILITY_CALLS) {
      const endpoint: EndpointContract = ENDPOINTS[name];
      expect(endpoint.method, name).toBe('GET');
      expect(endpoint.limits?.largestAnswer, name).toMatch(/\S/);
    }
    // PRODUCT.md "The base calls" calls are never lackable.
    for (const name of SPEC_CALLS) expect(ENDPOINTS[name].path, name).toMatch(/^\/api\//);
    expect(SPEC_CALLS.filter((name) => CAPABILITY_CALLS.includes(name as never))).toEqual([]);
    // Every call before them is the spec's or an earlier addition the server already has.
    const others = entries.filter(([, endpoint]) => !endpoint.capability).map(([name]) => name);
    expect(others).toEqual(
      ENDPOINT_NAMES.slice(0, ENDPOINT_NAMES.length - CAPABILITY_CALLS.length),
    );
  });

  it.each(entries.filter(([, endpoint]) => endpoint.limits?.pageSize))(
    '%s: its stated page size is what its query takes',
    (_, endpoint) => {
      const size = endpoint.limits?.pageSize;
      const shape = endpoint.query?.shape as Record<string, z.ZodType> | undefined;
      const pageSize = shape?.page_size;
      if (!size || !pageSize || !shape.page)
        throw new Error('a paged read takes page and page_size');
      expect(pageSize.parse(undefined)).toBe(size.default);
      expect(pageSize.safeParse(String(size.max)).success).toBe(true);
      expect(pageSize.safeParse(String(size.max + 1)).success).toBe(false);
      expect(shape.page.safeParse('0').success).toBe(false);
    },
  );

  it('describes every error as {detail}', () => {
    expect(problemSchema.safeParse({ detail: 'Not found.' }).success).toBe(true);
    expect(problemSchema.safeParse({ detail: 'x', code: 'token_not_valid' }).success).toBe(true);
    expect(problemSchema.safeParse({ message: 'Not found.' }).success).toBe(false);
    expect(problemSchema.safeParse({ detail: '' }).success).toBe(false);
  });
});

describe('pathTo', () => {
  it('fills and encodes the path parameters, and appends a query', () => {
    expect(pathTo('inspectionMetrics', { customer_id: 12 })).toBe(
      ENDPOINTS.inspectionMetrics.path.replace('{customer_id}', '12'),
    );
    expect(pathTo('customerInspections', { customer_id: 'a/b c' })).toBe(
      ENDPOINTS.customerInspections.path.replace('{customer_id}', 'a%2Fb%20c'),
    );
    expect(pathTo('stockMovements', {}, 'page=2')).toBe(`${ENDPOINTS.stockMovements.path}?page=2`);
    expect(pathTo('login')).toBe(ENDPOINTS.login.path);
  });

  it('refuses a path with a parameter left out', () => {
    expect(() => fillPath('inspectionMetrics')).toThrow(/customer_id/);
  });

  it('names a call by its method and filled path', () => {
    expect(callNameOf('refresh')).toBe(`POST ${ENDPOINTS.refresh.path}`);
    expect(callNameOf('inspectionMetrics', { customer_id: 1 })).toBe(
      `GET ${pathTo('inspectionMetrics', { customer_id: 1 })}`,
    );
  });
});
