import { z } from 'zod';
import { isoDateSchema } from '../schemas/common';
import { customerNodeSchema } from '../schemas/customer';
import { financeSchema } from '../schemas/finance';
import {
  checklistAnswersSchema,
  componentSystemSchema,
  inspectionSchema,
} from '../schemas/inspection';
import { inspectionRowSchema, inspectionSiteRowSchema } from '../schemas/inspection-reads';
import { inventoryItemRowSchema, inventoryShareRowSchema } from '../schemas/inventory-reads';
import { stockMovementSchema } from '../schemas/movement';
import {
  handoverCertificateSchema,
  publicTagSchema,
  scaffoldSchema,
  signingLinkSchema,
} from '../schemas/scaffold';
import { siteSchema } from '../schemas/site';
import {
  componentMatchRowSchema,
  moveDestinationRowSchema,
  siteClientRowSchema,
  siteDetailSchema,
  siteRowSchema,
} from '../schemas/site-reads';
import { inventoryItemSchema, moveLineSchema, sublocationSchema } from '../schemas/stock';
import { lowStockRowSchema, siteTonnageRowSchema } from '../schemas/summaries';
import {
  type DocumentedError,
  ENDPOINT_NAMES,
  ENDPOINTS,
  type EndpointContract,
  type EndpointName,
  problemSchema,
  requestBodyLimit,
} from './contract';
import { IDEMPOTENCY_ERROR_CODES, IDEMPOTENCY_KEY_LIFETIME_HOURS } from './idempotency-codes';
import { RATE_LIMITS } from './rate-limits';

// The OpenAPI 3.1 document of the contract (docs/openapi.json, written by `npm run openapi`;
// a unit test fails when the checked-in file differs from what this builds). Not exported by the
// package index: only the script and the test load it.

type JsonObject = Record<string, unknown>;

/** Schemas named in components, so the document reads like the spec's entity list. */
const ENTITIES = {
  Site: siteSchema,
  Inspection: inspectionSchema,
  InventoryItem: inventoryItemSchema,
  Sublocation: sublocationSchema,
  Customer: customerNodeSchema,
  ComponentSystem: componentSystemSchema,
  ChecklistAnswers: checklistAnswersSchema,
  MoveLine: moveLineSchema,
  StockMovement: stockMovementSchema,
  Scaffold: scaffoldSchema,
  HandoverCertificate: handoverCertificateSchema,
  SigningLink: signingLinkSchema,
  PublicTag: publicTagSchema,
  // The rows and figures of the reads shaped by the screens.
  Finance: financeSchema,
  SiteRow: siteRowSchema,
  SiteDetail: siteDetailSchema,
  SiteClientRow: siteClientRowSchema,
  SiteTonnageRow: siteTonnageRowSchema,
  LowStockRow: lowStockRowSchema,
  ComponentMatchRow: componentMatchRowSchema,
  MoveDestinationRow: moveDestinationRowSchema,
  InspectionSiteRow: inspectionSiteRowSchema,
  InspectionRow: inspectionRowSchema,
  InventoryItemRow: inventoryItemRowSchema,
  InventoryShareRow: inventoryShareRowSchema,
  Problem: problemSchema,
} as const;

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const requestId = (name: EndpointName) => `${pascal(name)}Request`;
const responseId = (name: EndpointName) => `${pascal(name)}Response`;
const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

/** Each schema's component name: the entities, then each endpoint's bodies not yet named. */
function schemaIds(): Map<z.ZodType, string> {
  const ids = new Map<z.ZodType, string>(
    Object.entries(ENTITIES).map(([id, schema]): [z.ZodType, string] => [schema, id]),
  );
  for (const name of ENDPOINT_NAMES) {
    const endpoint: EndpointContract = ENDPOINTS[name];
    if (endpoint.request && !ids.has(endpoint.request)) ids.set(endpoint.request, requestId(name));
    // Image bytes have no JSON Schema: the operation names their media types instead.
    if (!endpoint.success.media && !ids.has(endpoint.success.schema)) {
      ids.set(endpoint.success.schema, responseId(name));
    }
  }
  return ids;
}

/**
 * Every named schema as JSON Schema (2020-12, OpenAPI 3.1's dialect), each once, referring to
 * the others by $ref. `io: 'input'`: what goes over the wire is what a parse takes in (a field
 * with a default is optional).
 */
function componentSchemas(ids: Map<z.ZodType, string>): Record<string, JsonObject> {
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of ids) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    io: 'input',
    uri: (id) => `#/components/schemas/${id}`,
    override: describeDates,
  });
  return Object.fromEntries(
    Object.entries(schemas)
      .map(([id, schema]): [string, JsonObject] => {
        const { $schema: _dialect, $id: _id, ...rest } = schema as JsonObject;
        return [id, rest];
      })
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** The API's dates are ISO 8601 strings (a refinement JSON Schema cannot carry): say so. */
function describeDates(context: { zodSchema: unknown; jsonSchema: JsonObject }): void {
  if (context.zodSchema === isoDateSchema) {
    context.jsonSchema.description = 'An ISO 8601 date or date-time.';
  }
}

function parameterSchemas(shape: z.ZodObject): [string, JsonObject, boolean][] {
  return Object.entries(shape.shape).map(([name, field]) => {
    const { $schema: _dialect, ...schema } = z.toJSONSchema(field as z.ZodType, {
      io: 'input',
      override: describeDates,
    }) as JsonObject;
    return [name, schema, !(field as z.ZodType).safeParse(undefined).success];
  });
}

function errorResponses(errors: readonly DocumentedError[]): Record<string, JsonObject> {
  return Object.fromEntries(
    errors.map(({ status, when }) => [
      String(status),
      { description: when, content: { 'application/json': { schema: ref('Problem') } } },
    ]),
  );
}

/** What a media answer says of its caching (a stored image never changes). */
const MEDIA_HEADERS = {
  'Cache-Control': {
    description: '`private, max-age=31536000, immutable`: a stored image never changes.',
    schema: { type: 'string' },
  },
  ETag: { description: 'The image\u2019s tag, for `If-None-Match`.', schema: { type: 'string' } },
};

function operation(
  name: EndpointName,
  endpoint: EndpointContract,
  ids: { request?: string; response?: string },
): JsonObject {
  const parameters: JsonObject[] = [];
  if (endpoint.pathParams) {
    for (const [param, schema] of parameterSchemas(endpoint.pathParams)) {
      parameters.push({ name: param, in: 'path', required: true, schema });
    }
  }
  if (endpoint.query) {
    for (const [param, schema, required] of parameterSchemas(endpoint.query)) {
      parameters.push({ name: param, in: 'query', required, schema });
    }
  }
  if (endpoint.idempotencyKey) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: `Made once per submission and sent again with every retry of it (after the IETF httpapi idempotency-key draft). Keys are scoped per user and endpoint and kept ${IDEMPOTENCY_KEY_LIFETIME_HOURS} hours. The token is checked first, on a repeat too. The write and its answer are stored in one step; a repeat of the same body within the lifetime is answered with the first answer (header \`Idempotent-Replayed: true\`) and changes nothing. The same key while its first request is still being processed: 409 with \`code: '${IDEMPOTENCY_ERROR_CODES.inProgress}'\` (send it again shortly). The same key with a different body: 422 with \`code: '${IDEMPOTENCY_ERROR_CODES.reused}'\`. A refused attempt (4xx) is not kept, so the key may be sent again.`,
      schema: { type: 'string', minLength: 1, maxLength: 255 },
    });
  }

  if (endpoint.success.media || endpoint.conditional) {
    parameters.push({
      name: 'If-None-Match',
      in: 'header',
      required: false,
      description: 'The ETag of a copy held: the answer is 304 with no body when it is current.',
      schema: { type: 'string' },
    });
  }

  const { success } = endpoint;
  const successDescription =
    success.body === 'spec'
      ? 'Success. The base calls (PRODUCT.md "The base calls") show this body; the client requires it.'
      : 'Success. The base calls (PRODUCT.md "The base calls") show no body here: this is the reference server\u2019s.';
  const responses: JsonObject = {
    [String(success.status)]: {
      description: success.lenient
        ? `${successDescription} Clients treat any 2xx as success and read this body only when it has this shape.`
        : successDescription,
      ...(success.headers
        ? {
            headers: Object.fromEntries(
              Object.entries(success.headers).map(([name, description]) => [
                name,
                { description, schema: { type: 'string' } },
              ]),
            ),
          }
        : {}),
      ...(success.media
        ? {
            headers: MEDIA_HEADERS,
            content: Object.fromEntries(success.media.map((type) => [type, {}])),
          }
        : { content: { 'application/json': { schema: ref(ids.response as string) } } }),
    },
  };
  if (endpoint.emptySuccess) {
    responses[String(endpoint.emptySuccess.status)] = { description: endpoint.emptySuccess.when };
  }
  if (success.lenient) {
    responses['2XX'] = {
      description:
        'Any other success (e.g. `201 {id}`, `204`, `{status: "ok"}`): the write went through; the body is not required.',
    };
  }
  Object.assign(responses, errorResponses(endpoint.errors));
  if (endpoint.request) {
    responses['413'] ??= {
      description: `The body is larger than this call takes (${requestBodyLimit(name)} bytes).`,
      content: { 'application/json': { schema: ref('Problem') } },
    };
    responses['415'] = {
      description: 'The body is not `Content-Type: application/json`.',
      content: { 'application/json': { schema: ref('Problem') } },
    };
  }
  if (endpoint.rateLimits) {
    responses['429'] ??= {
      description: `Over a rate limit (${endpoint.rateLimits.map((bucket) => `${bucket}: ${RATE_LIMITS[bucket].max} per ${RATE_LIMITS[bucket].windowSeconds} s`).join('; ')}); \`Retry-After\` says when to try again.`,
      content: { 'application/json': { schema: ref('Problem') } },
    };
  }
  responses.default = {
    description:
      'Any other failure (a 5xx or 429 from the server or a gateway). `{detail}` when the body is JSON; the client copes with any body.',
    content: { 'application/json': { schema: ref('Problem') } },
  };

  return {
    operationId: name,
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    'x-success-body': success.body,
    'x-any-2xx-is-success': success.lenient,
    ...(endpoint.capability ? { 'x-capability': true } : {}),
    ...(endpoint.limits ? { 'x-limits': endpoint.limits } : {}),
    ...(endpoint.rateLimits
      ? {
          'x-rate-limits': endpoint.rateLimits.map((bucket) => ({
            bucket,
            ...RATE_LIMITS[bucket],
            per: bucket === 'loginAccount' ? 'account' : 'address',
          })),
        }
      : {}),
    ...(endpoint.request ? { 'x-max-body-bytes': requestBodyLimit(name) } : {}),
    security: endpoint.auth === 'bearer' ? [{ bearerAuth: [] }] : [],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(endpoint.request && ids.request
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: ref(ids.request) } },
          },
        }
      : {}),
    responses,
  };
}

/** The whole document, as written to docs/openapi.json. */
export function buildOpenApiDocument(): JsonObject {
  const ids = schemaIds();
  const idOf = (schema: z.ZodType) => ids.get(schema) as string;
  const paths: Record<string, JsonObject> = {};
  for (const name of ENDPOINT_NAMES) {
    const endpoint: EndpointContract = ENDPOINTS[name];
    paths[endpoint.path] = {
      ...paths[endpoint.path],
      [endpoint.method.toLowerCase()]: operation(name, endpoint, {
        request: endpoint.request && idOf(endpoint.request),
        response: endpoint.success.media ? undefined : idOf(endpoint.success.schema),
      }),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Scaffold portal API',
      version: '1.0.0',
      description:
        'The API the scaffold portal calls, generated from packages/domain/src/api/contract.ts (`npm run openapi`). Errors are `{detail}`. `x-success-body: spec` marks a success body the base calls show (PRODUCT.md "The base calls"); `ours` one it does not show (the reference mock\u2019s). `x-any-2xx-is-success: true` marks writes a client must treat as done on any 2xx. `x-capability: true` marks a call a server may lack (ours): `GET /api/capabilities/` lists the ones it has, and a server without that call has only the base calls. `x-limits` gives a read\u2019s page size and its largest answer at 1,0\u00d7 the sample. A server on another origin must allow the `Authorization`, `Content-Type`, `Idempotency-Key` and `If-None-Match` request headers and expose the `ETag` response header (CORS). `x-rate-limits` names the limits a call counts against (the caller is the connection\u2019s address, or the right-most address a trusted proxy adds; `per: account` counts sign-ins to one account from anywhere); `x-max-body-bytes` the largest body it takes. Answers to a signed-in caller and token answers carry `Cache-Control: no-store`.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: `The access token from login or refresh. A 401 means: refresh once (${ENDPOINTS.refresh.method} ${ENDPOINTS.refresh.path}) and retry.`,
        },
      },
      schemas: componentSchemas(ids),
    },
  };
}

/** The file's text: stable key order as built, two-space indent, a final newline. */
export const openApiText = (): string => `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
