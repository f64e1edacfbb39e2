import { z } from 'zod';
import {
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  logoutResponseSchema,
  passwordResetRequestSchema,
  passwordResetResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  usersResponseSchema,
} from '../schemas/auth';
import { idSchema } from '../schemas/common';
import { customerDataResponseSchema } from '../schemas/customer';
import {
  componentSystemsResponseSchema,
  inspectionMetricsResponseSchema,
  savedInspectionSchema,
  saveInspectionResponseSchema,
} from '../schemas/inspection';
import { stockMovementsPageSchema, stockMovementsQuerySchema } from '../schemas/movement';
import { registrationDetailsSchema, registrationRequestSchema } from '../schemas/registration';
import {
  changeLifeRequestSchema,
  createScaffoldRequestSchema,
  createSigningLinkRequestSchema,
  createSigningLinkResponseSchema,
  handoverRequestSchema,
  handoverResponseSchema,
  recordHandoverResponseSchema,
  scaffoldDetailsSchema,
  scaffoldResponseSchema,
  scaffoldsQuerySchema,
  scaffoldsResponseSchema,
  signedSchema,
  signingLinkResponseSchema,
  signingPageResponseSchema,
  signingTokenSchema,
  signRequestSchema,
  tagCodeSchema,
  tagStatusResponseSchema,
} from '../schemas/scaffold';
import { customerInspectionsResponseSchema } from '../schemas/site';
import { moveRequestSchema, moveResponseSchema } from '../schemas/stock';

// The API's one description: every call's method, path, bodies and documented errors. The
// api-client sends and reads by it, the mock answers by it, the OpenAPI document
// (docs/openapi.json, `npm run openapi`) is generated from it. A path is written here only.

/**
 * Every error answer: `{detail}` in the Django REST framework style (a refused token adds
 * `code: 'token_not_valid'`).
 */
export const problemSchema = z.object({ detail: z.string().min(1), code: z.string().optional() });
export type Problem = z.infer<typeof problemSchema>;

/** An error status the endpoint answers by itself, and when. */
export interface DocumentedError {
  status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429;
  when: string;
}

/**
 * The `code` of the two answers the Idempotency-Key layer gives by itself (after the IETF httpapi
 * idempotency-key draft): the same key while its first request is still running (409, try again
 * shortly), and the same key with another body (422, a new submission needs a new key).
 */
export const IDEMPOTENCY_ERROR_CODES = {
  inProgress: 'idempotency_key_in_use',
  reused: 'idempotency_key_reused',
} as const;

/** How long a server keeps an Idempotency-Key and its answer: a retry within it is a replay. */
export const IDEMPOTENCY_KEY_LIFETIME_HOURS = 24;

export interface SuccessContract {
  status: 200 | 201;
  schema: z.ZodType;
  /**
   * 'spec': SPEC section 7 shows this body, and the client requires it (a body of another shape
   * is a malformed answer). 'ours': the spec shows none; this is what our mock sends.
   */
  body: 'spec' | 'ours';
  /**
   * Any 2xx is a success whatever its body (docs/DECISIONS.md "Any 2xx is a success"): the body is
   * used when it has the schema's shape and ignored otherwise. For the writes whose success body
   * the spec does not show: a server that sends `201 {id}`, `204` or `{status: 'ok'}` has still
   * done the write.
   */
  lenient: boolean;
}

export interface EndpointContract {
  summary: string;
  method: 'GET' | 'POST';
  /** `{name}` marks a path parameter, as in OpenAPI. */
  path: `/api/${string}`;
  /** 'bearer': an access token in `Authorization: Bearer …`. */
  auth: 'bearer' | 'none';
  pathParams?: z.ZodObject;
  query?: z.ZodObject;
  /** The optional `Idempotency-Key` header: a repeat with the same key changes nothing. */
  idempotencyKey?: true;
  /** The JSON body; none for a GET. */
  request?: z.ZodType;
  success: SuccessContract;
  /** Other successes with no body to read (a 204). */
  emptySuccess?: { status: 204; when: string };
  errors: readonly DocumentedError[];
}

const BAD_BODY = {
  status: 400,
  when: 'The body is not JSON or not of the request schema; `detail` names the field.',
} as const satisfies DocumentedError;
const NO_TOKEN = {
  status: 401,
  when: 'No, an unknown, a revoked or an expired access token. The client refreshes once and retries.',
} as const satisfies DocumentedError;
const OTHER_CUSTOMER = {
  status: 403,
  when: "Another customer's id, or an id that does not exist (the two answer alike, so ids cannot be probed).",
} as const satisfies DocumentedError;
const KEY_IN_PROGRESS = {
  status: 409,
  when: `A request with the same Idempotency-Key from the same user is still being processed (\`code: '${IDEMPOTENCY_ERROR_CODES.inProgress}'\`, \`Retry-After\` in seconds): nothing was done; send the same request again shortly.`,
} as const satisfies DocumentedError;
const KEY_REUSED = {
  status: 422,
  when: `The Idempotency-Key was used by the same user within ${IDEMPOTENCY_KEY_LIFETIME_HOURS} hours with a different body (\`code: '${IDEMPOTENCY_ERROR_CODES.reused}'\`): nothing was done; a new submission needs a new key.`,
} as const satisfies DocumentedError;
const customerPathParams = z.object({ customer_id: idSchema });
const scaffoldPathParams = z.object({ scaffold_id: idSchema });
const signingPathParams = z.object({ token: signingTokenSchema });
const TOO_MANY = {
  status: 429,
  when: 'Too many calls from the caller in the window (PUBLIC_RATE_LIMITS); `Retry-After` says when to try again.',
} as const satisfies DocumentedError;
const NOT_A_TAG = {
  status: 404,
  when: 'No tag has this code (or it is not a code at all).',
} as const satisfies DocumentedError;
const NOT_A_LINK = {
  status: 404,
  when: 'No signing link has this token (or it is not a token at all).',
} as const satisfies DocumentedError;

export const ENDPOINTS = {
  login: {
    summary: 'Sign in with email and password.',
    method: 'POST',
    path: '/api/auth/login/',
    auth: 'none',
    request: loginRequestSchema,
    success: { status: 200, schema: loginResponseSchema, body: 'spec', lenient: false },
    errors: [
      BAD_BODY,
      { status: 401, when: 'The credentials are wrong. The portal says "Login failed".' },
    ],
  },
  refresh: {
    summary:
      'A new access token for a refresh token. A rotating server (the mock) also answers a new `refresh` and revokes the one sent, which a second tab may still use for a few seconds (it gets the same answer); a server that answers `{access}` alone keeps the refresh token as it was.',
    method: 'POST',
    path: '/api/auth/token/refresh/',
    auth: 'none',
    request: refreshRequestSchema,
    success: { status: 200, schema: refreshResponseSchema, body: 'spec', lenient: false },
    errors: [
      BAD_BODY,
      {
        status: 401,
        when: 'The refresh token is unknown, expired, revoked by a logout, or replaced by a rotation more than a few seconds ago (`code: token_not_valid`): the session ends.',
      },
    ],
  },
  logout: {
    summary: "Ends the session on the server: revokes the caller's refresh token.",
    method: 'POST',
    path: '/api/auth/logout/',
    auth: 'bearer',
    request: logoutRequestSchema,
    success: { status: 200, schema: logoutResponseSchema, body: 'ours', lenient: true },
    errors: [BAD_BODY, NO_TOKEN],
  },
  passwordReset: {
    summary:
      'Sends password reset instructions; the same answer whether or not the account exists.',
    method: 'POST',
    path: '/api/auth/password-reset/',
    auth: 'none',
    request: passwordResetRequestSchema,
    success: { status: 200, schema: passwordResetResponseSchema, body: 'ours', lenient: false },
    errors: [BAD_BODY],
  },
  users: {
    summary:
      'The users, without passwords (unauthenticated as observed; the portal does not call it).',
    method: 'GET',
    path: '/api/get_users/',
    auth: 'none',
    success: { status: 200, schema: usersResponseSchema, body: 'ours', lenient: false },
    errors: [],
  },
  customerData: {
    summary: "The signed-in user's customer, with its clients and their sites.",
    method: 'GET',
    path: '/api/get_customer_data/',
    auth: 'bearer',
    success: { status: 200, schema: customerDataResponseSchema, body: 'spec', lenient: false },
    errors: [NO_TOKEN],
  },
  register: {
    summary: 'A request for an account, from the registration form.',
    method: 'POST',
    path: '/api/register/',
    auth: 'none',
    request: registrationRequestSchema,
    success: { status: 201, schema: registrationDetailsSchema, body: 'spec', lenient: false },
    emptySuccess: { status: 204, when: 'Accepted with nothing to confirm.' },
    errors: [BAD_BODY],
  },
  inspectionMetrics: {
    summary: "Pass/fail and completion of each of the customer's inspections.",
    method: 'GET',
    path: '/api/get_inspection_metrics/{customer_id}',
    auth: 'bearer',
    pathParams: customerPathParams,
    success: { status: 200, schema: inspectionMetricsResponseSchema, body: 'spec', lenient: false },
    errors: [
      NO_TOKEN,
      OTHER_CUSTOMER,
      { status: 404, when: 'The customer id is not a whole number.' },
    ],
  },
  customerInspections: {
    summary: "The customer's sites with their inspections, and the component systems.",
    method: 'GET',
    path: '/api/get_customer_inspections/{customer_id}',
    auth: 'bearer',
    pathParams: customerPathParams,
    success: {
      status: 200,
      schema: customerInspectionsResponseSchema,
      body: 'spec',
      lenient: false,
    },
    errors: [
      NO_TOKEN,
      OTHER_CUSTOMER,
      { status: 404, when: 'The customer id is not a whole number.' },
    ],
  },
  saveInspection: {
    summary: 'Saves a completed inspection of a site.',
    method: 'POST',
    path: '/api/save_inspection/',
    auth: 'bearer',
    idempotencyKey: true,
    request: savedInspectionSchema,
    success: { status: 201, schema: saveInspectionResponseSchema, body: 'ours', lenient: true },
    errors: [
      {
        status: 400,
        when: 'The body is not of the request schema, a photo names no checklist item, or a photo or signature is not a base64 JPEG, PNG or WebP data URL.',
      },
      NO_TOKEN,
      OTHER_CUSTOMER,
      KEY_IN_PROGRESS,
      { status: 413, when: 'A photo or signature is over 4,000,000 characters.' },
      KEY_REUSED,
    ],
  },
  componentSystems: {
    summary: 'The component systems (the scaffold types offered by the inspection form).',
    method: 'GET',
    path: '/api/get_component_systems/',
    auth: 'bearer',
    success: { status: 200, schema: componentSystemsResponseSchema, body: 'spec', lenient: false },
    errors: [NO_TOKEN],
  },
  moveItems: {
    summary: 'Moves stock between places: every line or none.',
    method: 'POST',
    path: '/api/move_items/',
    auth: 'bearer',
    idempotencyKey: true,
    request: moveRequestSchema,
    success: { status: 200, schema: moveResponseSchema, body: 'ours', lenient: true },
    errors: [
      {
        status: 400,
        when: 'The body is not of the request schema, or a line moves to where the stock already is.',
      },
      NO_TOKEN,
      OTHER_CUSTOMER,
      {
        status: 409,
        when: `A line moves more than is available; nothing moves. Or (\`code: '${IDEMPOTENCY_ERROR_CODES.inProgress}'\`) a request with the same Idempotency-Key is still being processed: send it again shortly.`,
      },
      KEY_REUSED,
    ],
  },
  stockMovements: {
    summary: "The customer's stock movement log, newest first, filtered and paged (our addition).",
    method: 'GET',
    path: '/api/stock_movements/',
    auth: 'bearer',
    query: stockMovementsQuerySchema,
    success: { status: 200, schema: stockMovementsPageSchema, body: 'ours', lenient: false },
    errors: [
      { status: 400, when: 'A query parameter is not of the query schema; `detail` names it.' },
      NO_TOKEN,
      OTHER_CUSTOMER,
    ],
  },

  // Scaffolds, tags, handover certificates and signing links (issue 30; our addition to the
  // spec's API, docs/DECISIONS.md "Scaffold tags"). Three calls need no account: the status
  // behind a tag's QR code, and a signing link's document and signature; they are rate-limited.
  scaffolds: {
    summary: "The customer's scaffolds with their tag status, optionally of one site.",
    method: 'GET',
    path: '/api/scaffolds/',
    auth: 'bearer',
    query: scaffoldsQuerySchema,
    success: { status: 200, schema: scaffoldsResponseSchema, body: 'ours', lenient: false },
    errors: [
      { status: 400, when: 'A query parameter is not of the query schema; `detail` names it.' },
      NO_TOKEN,
      OTHER_CUSTOMER,
    ],
  },
  createScaffold: {
    summary: 'Adds a scaffold to a site, being erected, with a tag code of its own.',
    method: 'POST',
    path: '/api/scaffolds/',
    auth: 'bearer',
    idempotencyKey: true,
    request: createScaffoldRequestSchema,
    success: { status: 201, schema: scaffoldResponseSchema, body: 'ours', lenient: false },
    errors: [
      {
        status: 400,
        when: "The body is not of the request schema, or the sublocation or subarea is not the site's.",
      },
      NO_TOKEN,
      OTHER_CUSTOMER,
      { status: 409, when: 'The tag number is already used by another scaffold of the customer.' },
    ],
  },
  scaffoldDetails: {
    summary: 'A scaffold with its handover, inspections, signing links and scans.',
    method: 'GET',
    path: '/api/scaffolds/{scaffold_id}/',
    auth: 'bearer',
    pathParams: scaffoldPathParams,
    success: { status: 200, schema: scaffoldDetailsSchema, body: 'ours', lenient: false },
    errors: [NO_TOKEN, OTHER_CUSTOMER],
  },
  changeScaffoldLife: {
    summary: 'Moves a scaffold along its life by hand: in use, altered, dismantling, struck.',
    method: 'POST',
    path: '/api/scaffolds/{scaffold_id}/life/',
    auth: 'bearer',
    pathParams: scaffoldPathParams,
    request: changeLifeRequestSchema,
    success: { status: 200, schema: scaffoldResponseSchema, body: 'ours', lenient: false },
    errors: [
      BAD_BODY,
      NO_TOKEN,
      OTHER_CUSTOMER,
      { status: 409, when: 'The scaffold cannot move there from where it is in its life.' },
    ],
  },
  recordHandover: {
    summary:
      "Records a scaffold's handover certificate: its first inspection; the scaffold is handed over.",
    method: 'POST',
    path: '/api/scaffolds/{scaffold_id}/handover/',
    auth: 'bearer',
    pathParams: scaffoldPathParams,
    idempotencyKey: true,
    request: handoverRequestSchema,
    success: { status: 201, schema: recordHandoverResponseSchema, body: 'ours', lenient: false },
    errors: [
      {
        status: 400,
        when: 'The body is not of the request schema, a signature is not a base64 JPEG, PNG or WebP data URL, or the handover is later than now.',
      },
      NO_TOKEN,
      OTHER_CUSTOMER,
      {
        status: 409,
        when: 'The scaffold is neither being erected nor altered since its handover.',
      },
      { status: 413, when: 'A signature is over 4,000,000 characters.' },
    ],
  },
  reprintTag: {
    summary: 'A new tag code for a scaffold; the old tag then says it has been replaced.',
    method: 'POST',
    path: '/api/scaffolds/{scaffold_id}/tag/',
    auth: 'bearer',
    pathParams: scaffoldPathParams,
    success: { status: 200, schema: scaffoldResponseSchema, body: 'ours', lenient: false },
    errors: [NO_TOKEN, OTHER_CUSTOMER],
  },
  recordAdverseWeather: {
    summary:
      'Records adverse weather on a site now: its standing scaffolds are red until inspected.',
    method: 'POST',
    path: '/api/sites/{site_id}/adverse_weather/',
    auth: 'bearer',
    pathParams: z.object({ site_id: idSchema }),
    success: { status: 200, schema: scaffoldsResponseSchema, body: 'ours', lenient: false },
    errors: [NO_TOKEN, OTHER_CUSTOMER],
  },
  handoverCertificate: {
    summary: 'A handover certificate, to read and print.',
    method: 'GET',
    path: '/api/handovers/{handover_id}/',
    auth: 'bearer',
    pathParams: z.object({ handover_id: idSchema }),
    success: { status: 200, schema: handoverResponseSchema, body: 'ours', lenient: false },
    errors: [NO_TOKEN, OTHER_CUSTOMER],
  },
  createSigningLink: {
    summary:
      'A link for the client to sign a handover or an inspection later: single use, 7 days. The token is in this answer only.',
    method: 'POST',
    path: '/api/signing_links/',
    auth: 'bearer',
    request: createSigningLinkRequestSchema,
    success: { status: 201, schema: createSigningLinkResponseSchema, body: 'ours', lenient: false },
    errors: [
      BAD_BODY,
      NO_TOKEN,
      OTHER_CUSTOMER,
      { status: 409, when: 'The document is signed by the client already.' },
    ],
  },
  revokeSigningLink: {
    summary: 'Withdraws a signing link; a used one stays used.',
    method: 'POST',
    path: '/api/signing_links/{link_id}/revoke/',
    auth: 'bearer',
    pathParams: z.object({ link_id: idSchema }),
    success: { status: 200, schema: signingLinkResponseSchema, body: 'ours', lenient: false },
    errors: [NO_TOKEN, OTHER_CUSTOMER],
  },
  tagStatus: {
    summary:
      "The public status behind a tag's QR code: no account, read-only, every call logged, rate-limited.",
    method: 'GET',
    path: '/api/tags/{tag_code}',
    auth: 'none',
    pathParams: z.object({ tag_code: tagCodeSchema }),
    success: { status: 200, schema: tagStatusResponseSchema, body: 'ours', lenient: false },
    errors: [NOT_A_TAG, TOO_MANY],
  },
  scaffoldByTag: {
    summary: "A tag's scaffold with its history, for a signed-in user of the scaffold's customer.",
    method: 'GET',
    path: '/api/tags/{tag_code}/scaffold/',
    auth: 'bearer',
    pathParams: z.object({ tag_code: tagCodeSchema }),
    success: { status: 200, schema: scaffoldDetailsSchema, body: 'ours', lenient: false },
    errors: [NO_TOKEN, OTHER_CUSTOMER],
  },
  signingDocument: {
    summary: "A signing link's document (no account), or what became of the link.",
    method: 'GET',
    path: '/api/sign/{token}',
    auth: 'none',
    pathParams: signingPathParams,
    success: { status: 200, schema: signingPageResponseSchema, body: 'ours', lenient: false },
    errors: [NOT_A_LINK, TOO_MANY],
  },
  signDocument: {
    summary: "The client's signature through a signing link (no account); the link is then used.",
    method: 'POST',
    path: '/api/sign/{token}',
    auth: 'none',
    pathParams: signingPathParams,
    request: signRequestSchema,
    success: { status: 200, schema: signedSchema, body: 'ours', lenient: false },
    errors: [
      {
        status: 400,
        when: 'The body is not of the request schema, or the signature is not a base64 JPEG, PNG or WebP data URL.',
      },
      NOT_A_LINK,
      { status: 409, when: 'The link is used, expired or withdrawn; nothing is signed.' },
      { status: 413, when: 'The signature is over 4,000,000 characters.' },
      TOO_MANY,
    ],
  },
} as const satisfies Record<string, EndpointContract>;

export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;
export type Endpoint = Endpoints[EndpointName];

/** Every endpoint's name, in the table's order. */
export const ENDPOINT_NAMES = Object.keys(ENDPOINTS) as EndpointName[];

/** The names of a path's `{parameters}`. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/** What pathTo takes after the name: the path parameters when the path has any, then a query. */
export type PathArgs<N extends EndpointName> = [PathParamNames<Endpoints[N]['path']>] extends [
  never,
]
  ? [params?: Record<string, never>, search?: string]
  : [params: Record<PathParamNames<Endpoints[N]['path']>, string | number>, search?: string];

/**
 * The path of a call: the contract's path with its parameters filled in (URI-encoded) and an
 * optional query string (without its '?'), e.g. '/api/get_inspection_metrics/1'.
 */
export function pathTo<N extends EndpointName>(name: N, ...args: PathArgs<N>): `/api/${string}` {
  return fillPath(name, args[0], args[1]);
}

/** pathTo for a name known only at run time; a missing parameter throws. */
export function fillPath(
  name: EndpointName,
  params: Readonly<Record<string, string | number>> = {},
  search = '',
): `/api/${string}` {
  const filled = ENDPOINTS[name].path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${name}: no value for the path parameter ${key}`);
    return encodeURIComponent(String(value));
  }) as `/api/${string}`;
  return search ? `${filled}?${search}` : filled;
}

/** 'POST /api/auth/login/': a call as messages and logs name it (its path filled in). */
export const callNameOf = <N extends EndpointName>(name: N, ...args: PathArgs<N>) =>
  `${ENDPOINTS[name].method} ${pathTo(name, ...args)}` as const;
