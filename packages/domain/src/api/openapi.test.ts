import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_NAMES, ENDPOINTS, type EndpointContract } from './contract';
import { buildOpenApiDocument, openApiText } from './openapi';

const CHECKED_IN = new URL('../../../../docs/openapi.json', import.meta.url);

type Json = Record<string, unknown>;
const document = buildOpenApiDocument() as {
  openapi: string;
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, Json>; securitySchemes: Record<string, Json> };
};

/** Every `$ref` anywhere in a JSON value. */
function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, field] of Object.entries(value)) {
      if (key === '$ref' && typeof field === 'string') found.push(field);
      else refsIn(field, found);
    }
  }
  return found;
}

describe('docs/openapi.json', () => {
  it('is what the contract builds (run `npm run openapi` after changing the contract)', () => {
    expect(readFileSync(CHECKED_IN, 'utf8')).toBe(openApiText());
  });

  it('is OpenAPI 3.1 with bearer auth, and every $ref resolves', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    const refs = refsIn(document);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      const id = ref.replace('#/components/schemas/', '');
      expect(document.components.schemas, ref).toHaveProperty([id]);
    }
  });

  it.each(ENDPOINT_NAMES)('describes %s as the contract does', (name) => {
    const endpoint = ENDPOINTS[name];
    const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()] as {
      operationId: string;
      security: Json[];
      parameters?: { name: string; in: string; required: boolean }[];
      requestBody?: Json;
      responses: Record<string, { content?: Record<string, { schema: Json }> }>;
      'x-any-2xx-is-success': boolean;
      'x-capability'?: boolean;
      'x-limits'?: Json;
    };
    expect(operation.operationId).toBe(name);
    expect(operation.security).toEqual(endpoint.auth === 'bearer' ? [{ bearerAuth: [] }] : []);
    expect(Boolean(operation.requestBody)).toBe('request' in endpoint);

    const parameters = operation.parameters ?? [];
    for (const param of Object.keys('pathParams' in endpoint ? endpoint.pathParams.shape : {})) {
      expect(parameters).toContainEqual(
        expect.objectContaining({ name: param, in: 'path', required: true }),
      );
    }
    for (const param of Object.keys('query' in endpoint ? endpoint.query.shape : {})) {
      expect(parameters).toContainEqual(expect.objectContaining({ name: param, in: 'query' }));
    }
    const idempotency = parameters.find((param) => param.name === 'Idempotency-Key');
    expect(idempotency ? { in: idempotency.in, required: idempotency.required } : null).toEqual(
      'idempotencyKey' in endpoint ? { in: 'header', required: false } : null,
    );

    const statuses = Object.keys(operation.responses);
    expect(statuses).toContain(String(endpoint.success.status));
    expect(statuses.includes('2XX')).toBe(endpoint.success.lenient);
    expect(operation['x-any-2xx-is-success']).toBe(endpoint.success.lenient);
    for (const error of endpoint.errors) {
      expect(
        operation.responses[String(error.status)]?.content?.['application/json']?.schema,
      ).toEqual({ $ref: '#/components/schemas/Problem' });
    }

    // The calls a server may lack say so, with their limits; an image answer names its types.
    const contract: EndpointContract = endpoint;
    expect(operation['x-capability'] ?? false).toBe(contract.capability ?? false);
    expect(operation['x-limits']).toEqual(contract.limits);
    const content = Object.keys(
      operation.responses[String(endpoint.success.status)]?.content ?? {},
    );
    expect(content).toEqual(
      contract.success.media ? [...contract.success.media] : ['application/json'],
    );
  });
});
