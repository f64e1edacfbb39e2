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
import {
  capabilitiesResponseSchema,
  MEDIA_TYPES,
  type MediaType,
  mediaBytesSchema,
  mediaPathParams,
  mediaQuerySchema,
} from '../schemas/capabilities';
import { idSchema } from '../schemas/common';
import { customerDataResponseSchema } from '../schemas/customer';
import {
  collectionNoteRequestSchema,
  deliveryNoteRequestSchema,
  deliveryNoteSchema,
  offHireRequestSchema,
  offHireSchema,
} from '../schemas/hire-notes';
import {
  createCollectionNoteResponseSchema,
  hireNotePathParams,
  hireNoteResponseSchema,
  hireOverviewResponseSchema,
  hireSitePathParams,
  siteHireResponseSchema,
} from '../schemas/hire-reads';
import { hireStatementQuerySchema, hireStatementSchema } from '../schemas/hire-statement';
import {
  componentSystemsResponseSchema,
  inspectionMetricsResponseSchema,
  savedInspectionSchema,
  saveInspectionResponseSchema,
} from '../schemas/inspection';
import {
  inspectionDetailsResponseSchema,
  inspectionPathParams,
  inspectionSitesQuerySchema,
  inspectionSitesResponseSchema,
  SITE_INSPECTIONS_PAGE_SIZE_DEFAULT,
  SITE_INSPECTIONS_PAGE_SIZE_MAX,
  siteInspectionsQuerySchema,
  siteInspectionsResponseSchema,
} from '../schemas/inspection-reads';
import {
  inventoryItemsQuerySchema,
  inventoryItemsResponseSchema,
  inventorySitesQuerySchema,
  inventorySitesResponseSchema,
} from '../schemas/inventory-reads';
import { stockMovementsPageSchema, stockMovementsQuerySchema } from '../schemas/movement';
import { pageQueryShape, READ_PAGE_SIZE_DEFAULT, READ_PAGE_SIZE_MAX } from '../schemas/paging';
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
import {
  COMPONENT_SEARCH_MAX,
  componentSearchQuerySchema,
  componentSearchResponseSchema,
  moveDestinationsQuerySchema,
  moveDestinationsResponseSchema,
  siteClientsQuerySchema,
  siteClientsResponseSchema,
  siteDetailsResponseSchema,
  siteListQuerySchema,
  siteListResponseSchema,
  sitePathParams,
} from '../schemas/site-reads';
import { moveRequestSchema, moveResponseSchema } from '../schemas/stock';
import {
  dashboardSummaryQuerySchema,
  dashboardSummaryResponseSchema,
  inspectionSummaryResponseSchema,
  lowStockResponseSchema,
  siteOverviewResponseSchema,
  siteTonnageResponseSchema,
} from '../schemas/summaries';
import { IDEMPOTENCY_ERROR_CODES, IDEMPOTENCY_KEY_LIFETIME_HOURS } from './idempotency-codes';
import { MEDIA_PATH } from './media-path';
import type { RateLimitBucket } from './rate-limits';

// The API's one description: every call's method, path, bodies and documented errors. The
// api-client sends and reads by it, the mock answers by it, the OpenAPI document
// (docs/openapi.json, `npm run openapi`) is generated from it. A path is written here only.

/**
 * Every error answer: `{detail}` in the Django REST framework style (a refused token adds
 * `code: 'token_not_valid'`).
 */
export const problemSchema = z.object({ detail: z.string().min(1), code: z.string().optional() });
export type Problem = z.infer<typeof problemSchema>;

/**
 * How big a read may answer (the reads shaped by the screens): its page size, and the
 * largest answer the mock gave at 1,000× the sample (75,004 sites), so a client and a server
 * team know what a call costs whatever the firm's history.
 */
export interface ReadLimits {
  /** Rows per page: when the caller does not say, and the most it may ask (more is a 400). */
  pageSize?: { default: number; max: number };
  /** The largest answer at 1,000× (75,004 sites), measured on the mock: JSON as sent, and gzip. */
  largestAnswer: string;
}

/** An error status the endpoint answers by itself, and when. */
export interface DocumentedError {
  status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429;
  when: string;
}

export interface SuccessContract {
  status: 200 | 201;
  schema: z.ZodType;
  /**
   * 'spec': the base calls (PRODUCT.md "The base calls") show this body, and the client requires it (a body of another shape
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
  /**
   * The body is image bytes of one of these types, not JSON (`schema` then reads the bytes).
   * Absent: the body is JSON of `schema`.
   */
  media?: readonly MediaType[];
  /** Response headers the server must send with this success, and what each says. */
  headers?: Readonly<Record<string, string>>;
}

export interface EndpointContract {
  summary: string;
  /** More than a line: what a client makes of the call's answers, where that needs saying. */
  description?: string;
  method: 'GET' | 'POST';
  /** `{name}` marks a path parameter, as in OpenAPI. */
  path: `/api/${string}`;
  /** 'bearer': an access token in `Authorization: Bearer …`. */
  auth: 'bearer' | 'none';
  pathParams?: z.ZodObject;
  query?: z.ZodObject;
  /** The optional `Idempotency-Key` header: a repeat with the same key changes nothing. */
  idempotencyKey?: true;
  /**
   * The optional `If-None-Match` header: the ETag of a copy the caller holds; when it is still
   * current the answer is `emptySuccess` (304, no body).
   */
  conditional?: true;
  /** The JSON body; none for a GET. */
  request?: z.ZodType;
  success: SuccessContract;
  /** Other successes with no body to read (a 204, or a 304 to a conditional GET). */
  emptySuccess?: { status: 204 | 304; when: string };
  errors: readonly DocumentedError[];
  /**
   * A call a server may lack (ours): `capabilities` lists the ones a server has. A
   * server with only the base calls answers them as it answers any path it does not serve
   * (404, or 401/403 behind an auth gateway, 405, an HTML page…; the mock's spec-only switch
   * answers 404 unless told otherwise).
   */
  capability?: true;
  /** Page size and the largest answer, for the reads shaped by the screens. */
  limits?: ReadLimits;
  /**
   * The rate limits the call counts against (RATE_LIMITS): over one, 429 with `Retry-After`.
   * Every call that takes no token has at least one.
   */
  rateLimits?: readonly RateLimitBucket[];
}

/**
 * The largest request body a call takes, in bytes (JSON as sent): more is refused 413 before it
 * is read. A body that is not `Content-Type: application/json` is refused 415.
 */
export const DEFAULT_REQUEST_BODY_BYTES = 64 * 1024;
const LARGER_BODIES: Partial<Record<string, number>> = {
  // Up to 22 re-encoded photos (one per checklist item, about 0.3 to 0.7 MB each as base64, at
  // most PHOTO_MAX_DATA_URL_CHARS) and three signatures.
  saveInspection: 24 * 1024 * 1024,
  // Two signatures.
  recordHandover: 2 * 1024 * 1024,
  // One signature.
  signDocument: 1024 * 1024,
  // A photo of the drop (at most PHOTO_MAX_DATA_URL_CHARS) or a signature, and the driver's.
  createDeliveryNote: 6 * 1024 * 1024,
  // Two signatures.
  createCollectionNote: 2 * 1024 * 1024,
};
export const requestBodyLimit = (name: string): number =>
  LARGER_BODIES[name] ?? DEFAULT_REQUEST_BODY_BYTES;

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
const BAD_QUERY = {
  status: 400,
  when: 'A query parameter is not of the query schema (a page size over the maximum too); `detail` names it.',
} as const satisfies DocumentedError;
const OTHER_SITE = {
  status: 403,
  when: "Another customer's site, or a site that does not exist (the two answer alike, so ids cannot be probed).",
} as const satisfies DocumentedError;
/**
 * Sent with the answers that change who uses the device (login, logout): the browser drops the
 * HTTP cache of the API's origin, where the last person's photos and signatures (media URLs,
 * cached for a year) would otherwise stay. The portal's own data on the device it clears itself.
 */
const CLEAR_CACHE_HEADER = {
  'Clear-Site-Data':
    '`"cache"`: the HTTP cache of the API\u2019s origin is dropped (the last person\u2019s cached photos and signatures go with it). Only this type: never `"storage"`, which would take the outbox of inspections still waiting to be sent.',
} as const;

/**
 * How a record that can change is read again (inspectionDetails): its answer names its revision,
 * and a caller holding a copy asks whether it is still current.
 */
const REVISION_HEADERS = {
  ETag: 'A strong tag of this answer as sent (e.g. a hash of its JSON): it changes whenever anything in the answer changes: the client\u2019s signature added through a signing link, a signature or photo replaced, the site renamed. A server on another origin must expose it (`Access-Control-Expose-Headers: ETag`).',
  'Cache-Control':
    '`private, no-cache`: kept on a device, but revalidated (`If-None-Match`) before it is trusted again.',
} as const;

const pageLimits = (
  largestAnswer: string,
  size = { default: READ_PAGE_SIZE_DEFAULT, max: READ_PAGE_SIZE_MAX },
) => ({ pageSize: size, largestAnswer }) satisfies ReadLimits;

export const ENDPOINTS = {
  login: {
    summary: 'Sign in with email and password.',
    method: 'POST',
    path: '/api/auth/login/',
    auth: 'none',
    request: loginRequestSchema,
    success: {
      status: 200,
      schema: loginResponseSchema,
      body: 'spec',
      lenient: false,
      headers: CLEAR_CACHE_HEADER,
    },
    errors: [
      BAD_BODY,
      { status: 401, when: 'The credentials are wrong. The portal says "Login failed".' },
    ],
    rateLimits: ['loginAddress', 'loginAccount'],
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
    rateLimits: ['tokens'],
  },
  logout: {
    summary:
      'Ends the session the refresh token in the body belongs to, every token of it, whatever the age of any access token: the refresh token itself is the credential (no access token: a logout must work whatever the access token\u2019s age, expired included), and any later refresh or access token of that session answers 401. An unknown, expired or already ended one, or an empty one, answers the same success (the call is idempotent, and says nothing of which tokens exist).',
    method: 'POST',
    path: '/api/auth/logout/',
    auth: 'none',
    request: logoutRequestSchema,
    success: {
      status: 200,
      schema: logoutResponseSchema,
      body: 'ours',
      lenient: true,
      headers: CLEAR_CACHE_HEADER,
    },
    errors: [BAD_BODY],
    rateLimits: ['tokens'],
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
    rateLimits: ['accounts'],
  },
  users: {
    summary:
      'The users, without passwords (unauthenticated as observed; the portal does not call it).',
    method: 'GET',
    path: '/api/get_users/',
    auth: 'none',
    success: { status: 200, schema: usersResponseSchema, body: 'ours', lenient: false },
    errors: [],
    rateLimits: ['anonymous'],
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
    rateLimits: ['accounts'],
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

  // Scaffolds, tags, handover certificates and signing links (our addition to the
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
      {
        status: 409,
        when: `The tag number is already used by another scaffold of the customer, or a request with the same Idempotency-Key is still being processed (\`code: '${IDEMPOTENCY_ERROR_CODES.inProgress}'\`).`,
      },
      KEY_REUSED,
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
        when: `The scaffold is neither being erected nor altered since its handover, or a request with the same Idempotency-Key is still being processed (\`code: '${IDEMPOTENCY_ERROR_CODES.inProgress}'\`).`,
      },
      { status: 413, when: 'A signature is over 4,000,000 characters.' },
      KEY_REUSED,
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
    rateLimits: ['tagStatus'],
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
    rateLimits: ['signing'],
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
    rateLimits: ['signing'],
  },
  // Hire: delivery and collection notes, off-hires and the statement (our addition,
  // docs/DECISIONS.md "Hire"). Notes are sent signed and never changed; a mistake is a
  // correcting note. Any user of the customer writes notes; an off-hire, a commercial act agreed
  // with the client, is a manager's or an admin's.
  createDeliveryNote: {
    summary:
      'Records a signed delivery note: kit from the yard (`from_site_id` null) or a site to a site; hire starts on its London date. With `corrects`, the named note stops counting (`corrected_by`).',
    method: 'POST',
    path: '/api/hire/delivery_notes/',
    auth: 'bearer',
    idempotencyKey: true,
    request: deliveryNoteRequestSchema,
    success: { status: 201, schema: deliveryNoteSchema, body: 'ours', lenient: false },
    errors: [
      {
        status: 400,
        when: 'The body is not of the request schema, a line is above what the sending site holds, the date is later than now or before the site started, the corrected note is not a delivery note of this site, or a signature or photo is not a base64 JPEG, PNG or WebP data URL; `detail` names the field.',
      },
      NO_TOKEN,
      OTHER_SITE,
      {
        status: 409,
        when: `The note it corrects was corrected already (\`detail\` names the note that did: open that one), or (\`code: '${IDEMPOTENCY_ERROR_CODES.inProgress}'\`) a request with the same Idempotency-Key is still being processed.`,
      },
      { status: 413, when: 'A photo or signature is over 4,000,000 characters.' },
      KEY_REUSED,
    ],
  },
  createCollectionNote: {
    summary:
      'Records a signed collection note: kit back from a site to the yard, with what the yard found short or damaged; hire ends on its London date. Units beyond what the site held are over-returns, answered, not refused.',
    method: 'POST',
    path: '/api/hire/collection_notes/',
    auth: 'bearer',
    idempotencyKey: true,
    request: collectionNoteRequestSchema,
    success: {
      status: 201,
      schema: createCollectionNoteResponseSchema,
      body: 'ours',
      lenient: false,
    },
    errors: [
      {
        status: 400,
        when: 'The body is not of the request schema, the date is later than now or before the site started, the corrected note is not a collection note of this site, or a signature is not a base64 JPEG, PNG or WebP data URL; `detail` names the field.',
      },
      NO_TOKEN,
      OTHER_SITE,
      {
        status: 409,
        when: `The note it corrects was corrected already (\`detail\` names the note that did), or (\`code: '${IDEMPOTENCY_ERROR_CODES.inProgress}'\`) a request with the same Idempotency-Key is still being processed.`,
      },
      { status: 413, when: 'The body is over 2 MiB, the most this call takes.' },
      KEY_REUSED,
    ],
  },
  createOffHire: {
    summary:
      "Stops hire on a site from a date (today or later, never backdated): the site's whole kit, some lines, or a scaffold let on contract. The units stay on site, uncharged, until collected.",
    method: 'POST',
    path: '/api/hire/off_hires/',
    auth: 'bearer',
    idempotencyKey: true,
    request: offHireRequestSchema,
    success: { status: 201, schema: offHireSchema, body: 'ours', lenient: false },
    errors: [
      {
        status: 400,
        when: 'The body is not of the request schema, the date is before today or before the site started, a line is above what is on hire there, or the scaffold is not on hire there; `detail` names the field.',
      },
      NO_TOKEN,
      {
        status: 403,
        when: "Another customer's site or one that does not exist (they answer alike), or the caller is staff: an off-hire is a manager's or an admin's.",
      },
      KEY_IN_PROGRESS,
      KEY_REUSED,
    ],
  },
  siteHire: {
    summary:
      "A site's hire: its notes (newest first) and off-hires, the units on hire there now, and those off-hired but not yet collected.",
    method: 'GET',
    path: '/api/hire/sites/{site_id}/',
    auth: 'bearer',
    pathParams: hireSitePathParams,
    success: { status: 200, schema: siteHireResponseSchema, body: 'ours', lenient: false },
    errors: [NO_TOKEN, OTHER_SITE],
  },
  hireNote: {
    summary: 'One delivery or collection note, for its printable docket.',
    method: 'GET',
    path: '/api/hire/notes/{note_id}/',
    auth: 'bearer',
    pathParams: hireNotePathParams,
    success: { status: 200, schema: hireNoteResponseSchema, body: 'ours', lenient: false },
    errors: [
      NO_TOKEN,
      {
        status: 403,
        when: "Another customer's note, or one that does not exist (the two answer alike).",
      },
    ],
  },
  hireStatement: {
    summary:
      "A client's hire statement for a period (its first and last London dates both charged, at most a year): every site of the client, each line's days, weeks and amount, shortages and damage, and the totals, replayed from the notes.",
    method: 'GET',
    path: '/api/hire/statement/',
    auth: 'bearer',
    query: hireStatementQuerySchema,
    success: { status: 200, schema: hireStatementSchema, body: 'ours', lenient: false },
    errors: [
      BAD_QUERY,
      NO_TOKEN,
      {
        status: 403,
        when: "Another customer's client, or one that does not exist (the two answer alike).",
      },
    ],
  },
  hireOverview: {
    summary:
      "The Dashboard's hire: this month's hire so far (London dates), and what is off-hired and not yet collected, by site.",
    method: 'GET',
    path: '/api/hire/overview/',
    auth: 'bearer',
    success: { status: 200, schema: hireOverviewResponseSchema, body: 'ours', lenient: false },
    errors: [NO_TOKEN],
  },
  // ---- Reads shaped by the screens ----------------------------------------------
  // Answers whose size does not grow with the firm's history: summaries computed by the server
  // with the domain's functions, pages of rows, one record on demand, images by URL. A server
  // may lack them (`capability`): the client reads `capabilities` once per session, and on a
  // server with only the base calls computes the same answers from the spec's reads with the
  // same domain functions (packages/domain/src/reads).
  capabilities: {
    summary:
      'The calls this server has beyond the base calls (PRODUCT.md "The base calls"), by their names in this contract. Needs no token; a client sends its token when it has one.',
    description: [
      'A server that lacks this call answers it as it answers any path it does not serve, which a client cannot know in advance, so a client reads every answer as one of four meanings and none as a failure:',
      '- **listed**: a 2xx whose body is this answer (`{calls}`): the server has the calls named (names a client does not know are ignored).',
      '- **absent**: the server has only the base calls: any 4xx but 401, 403, 408, 425 and 429 (404 from a server that routes first, 405, 410, \u2026), a 501, or a 2xx whose body is not this answer (a static host\u2019s HTML page for any path, other JSON, no body).',
      '- **refused**: 401 or 403 (an auth gateway in front of the server). Nothing learnt; a client that asked without a token asks again with one once signed in.',
      '- **unavailable**: another 5xx, 408, 425, 429, no answer within a few seconds, or no network. Nothing learnt; the client asks again later.',
      'The portal asks when its sign-in page opens and at the start of each session, and no screen fails for this call: until it has a listed or absent answer it reads with what the device learnt from this server before, or with the base calls, and asks again later. Only a device that never had an answer from the server waits for the first one it asked, at most its time-out. A listed or absent answer holds for the session.',
    ].join('\n'),
    method: 'GET',
    path: '/api/capabilities/',
    auth: 'none',
    success: { status: 200, schema: capabilitiesResponseSchema, body: 'ours', lenient: false },
    errors: [],
    capability: true,
    limits: { largestAnswer: '0.4 KB: one name per extra call' },
    rateLimits: ['anonymous'],
  },
  dashboardSummary: {
    summary:
      "The Dashboard in one answer: the cards' figures, the heaviest sites with the rest summed, tonnage by category, the low-stock count with the first 5, the first 5 active projects and upcoming operations, and the financial overview.",
    method: 'GET',
    path: '/api/dashboard_summary/',
    auth: 'bearer',
    query: dashboardSummaryQuerySchema,
    success: { status: 200, schema: dashboardSummaryResponseSchema, body: 'ours', lenient: false },
    errors: [BAD_QUERY, NO_TOKEN],
    capability: true,
    limits: { largestAnswer: '8 KB with top_sites=50 (2 KB gzip); 5 KB by default' },
  },
  siteTonnage: {
    summary:
      "Every site's tonnage, heaviest first (then by site id), paged: the distribution modal.",
    method: 'GET',
    path: '/api/site_tonnage/',
    auth: 'bearer',
    query: z.object(pageQueryShape()),
    success: { status: 200, schema: siteTonnageResponseSchema, body: 'ours', lenient: false },
    errors: [BAD_QUERY, NO_TOKEN],
    capability: true,
    limits: pageLimits('17 KB at 200 rows (3 KB gzip)'),
  },
  lowStock: {
    summary:
      'The items of every site with under 20% available, least available share first (then by site and item id), paged.',
    method: 'GET',
    path: '/api/low_stock/',
    auth: 'bearer',
    query: z.object(pageQueryShape()),
    success: { status: 200, schema: lowStockResponseSchema, body: 'ours', lenient: false },
    errors: [BAD_QUERY, NO_TOKEN],
    capability: true,
    limits: pageLimits('27 KB at 200 rows (3 KB gzip)'),
  },
  siteOverview: {
    summary:
      "Site Management's figures: the status filter buttons' counts, the summary cards (Active Sites, Equipment Deployed, Monthly Revenue, Utilization) and the number of clients.",
    method: 'GET',
    path: '/api/site_overview/',
    auth: 'bearer',
    success: { status: 200, schema: siteOverviewResponseSchema, body: 'ours', lenient: false },
    errors: [NO_TOKEN],
    capability: true,
    limits: { largestAnswer: '0.3 KB' },
  },
  siteList: {
    summary:
      "The customer's sites as rows, filtered by status, client and search, sorted and paged (a client's sites under 'Clients here:', the site select of Inventory).",
    method: 'GET',
    path: '/api/sites/',
    auth: 'bearer',
    query: siteListQuerySchema,
    success: { status: 200, schema: siteListResponseSchema, body: 'ours', lenient: false },
    errors: [BAD_QUERY, NO_TOKEN],
    capability: true,
    limits: pageLimits('63 KB at 200 rows (8 KB gzip)'),
  },
  siteClients: {
    summary:
      "The clients of 'Clients here:' (and the client filter), by name, with their site counts and Financial Summary, filtered by the sites' status and by name, paged.",
    method: 'GET',
    path: '/api/site_clients/',
    auth: 'bearer',
    query: siteClientsQuerySchema,
    success: { status: 200, schema: siteClientsResponseSchema, body: 'ours', lenient: false },
    errors: [BAD_QUERY, NO_TOKEN],
    capability: true,
    limits: pageLimits('106 KB at 200 rows (13 KB gzip)'),
  },
  componentSearch: {
    summary:
      "Where a component sits: each allocation and each site's unallocated stock of an item whose name holds `q`, at most `limit`.",
    method: 'GET',
    path: '/api/component_search/',
    auth: 'bearer',
    query: componentSearchQuerySchema,
    success: { status: 200, schema: componentSearchResponseSchema, body: 'ours', lenient: false },
    errors: [BAD_QUERY, NO_TOKEN],
    capability: true,
    limits: { largestAnswer: `13 KB at ${COMPONENT_SEARCH_MAX} places (1.5 KB gzip)` },
  },
  moveDestinations: {
    summary:
      'Where stock may be moved: sites with their sublocations and subareas (sites without a subarea left out), by name, searched by name or city, paged.',
    method: 'GET',
    path: '/api/move_destinations/',
    auth: 'bearer',
    query: moveDestinationsQuerySchema,
    success: { status: 200, schema: moveDestinationsResponseSchema, body: 'ours', lenient: false },
    errors: [BAD_QUERY, NO_TOKEN],
    capability: true,
    limits: pageLimits('62 KB at 200 sites (8 KB gzip)'),
  },
  siteDetails: {
    summary:
      'One site in full but for its inspections: manager, dates, place, stock, its sublocation → subarea → allocation tree and its client.',
    method: 'GET',
    path: '/api/site_details/{site_id}',
    auth: 'bearer',
    pathParams: sitePathParams,
    success: { status: 200, schema: siteDetailsResponseSchema, body: 'ours', lenient: false },
    errors: [NO_TOKEN, OTHER_SITE, { status: 404, when: 'The site id is not a whole number.' }],
    capability: true,
    limits: { largestAnswer: '4 KB (1 KB gzip)' },
  },
  siteInspections: {
    summary:
      "A site's inspection history, newest first, paged: rows with the result, the dates and the notes cut to 60 characters.",
    method: 'GET',
    path: '/api/site_inspections/{site_id}',
    auth: 'bearer',
    pathParams: sitePathParams,
    query: siteInspectionsQuerySchema,
    success: { status: 200, schema: siteInspectionsResponseSchema, body: 'ours', lenient: false },
    errors: [
      BAD_QUERY,
      NO_TOKEN,
      OTHER_SITE,
      { status: 404, when: 'The site id is not a whole number.' },
    ],
    capability: true,
    limits: pageLimits('about 30 KB at 100 rows (0.3 KB a row with its two photo URLs)', {
      default: SITE_INSPECTIONS_PAGE_SIZE_DEFAULT,
      max: SITE_INSPECTIONS_PAGE_SIZE_MAX,
    }),
  },
  inspectionDetails: {
    summary:
      'One inspection in full (the details modal, the Schedule 7 report) with its site and client; its photos and signatures are media URLs. A stored inspection can still change (the client signs later through a signing link), so the answer is a revision, never final: it carries an `ETag` that changes with anything in the answer, and the inspection\u2019s `updated_at` is set to the time of every change to its stored record (the client\u2019s signature included). A device holding a copy sends `If-None-Match` with its tag each time the record is opened online: 304 with no body when it is current, else 200 with the new answer and tag.',
    method: 'GET',
    path: '/api/inspection_details/{inspection_id}',
    auth: 'bearer',
    pathParams: inspectionPathParams,
    conditional: true,
    success: {
      status: 200,
      schema: inspectionDetailsResponseSchema,
      body: 'ours',
      lenient: false,
      headers: REVISION_HEADERS,
    },
    emptySuccess: {
      status: 304,
      when: '`If-None-Match` names the ETag of the answer as it is now: the copy held is current (no body).',
    },
    errors: [
      NO_TOKEN,
      {
        status: 403,
        when: "Another customer's inspection, or one that does not exist (the two answer alike).",
      },
      { status: 404, when: 'The inspection id is not a whole number.' },
    ],
    capability: true,
    limits: { largestAnswer: '3 KB (images are URLs)' },
  },
  inspectionSummary: {
    summary:
      "The Inspections screen's figures, computed by the server with the domain's rules: pass and completion rates, attention, Due This Week and overdue, and the sites by inspection status.",
    method: 'GET',
    path: '/api/inspection_summary/',
    auth: 'bearer',
    success: { status: 200, schema: inspectionSummaryResponseSchema, body: 'ours', lenient: false },
    errors: [NO_TOKEN],
    capability: true,
    limits: { largestAnswer: '0.3 KB' },
  },
  inspectionSites: {
    summary:
      "Recent Inspections' site rows (name, location, last inspection, next due, the status the server judged), searched, filtered by inspection status, sorted and paged.",
    method: 'GET',
    path: '/api/inspection_sites/',
    auth: 'bearer',
    query: inspectionSitesQuerySchema,
    success: { status: 200, schema: inspectionSitesResponseSchema, body: 'ours', lenient: false },
    errors: [BAD_QUERY, NO_TOKEN],
    capability: true,
    limits: pageLimits('74 KB at 200 rows (7 KB gzip)'),
  },
  inventoryItems: {
    summary:
      'Stock by item across every site, filtered (search, category, site, low stock), sorted and paged, each row naming the sites holding most; with the totals over every matching row and the categories.',
    method: 'GET',
    path: '/api/inventory/',
    auth: 'bearer',
    query: inventoryItemsQuerySchema,
    success: { status: 200, schema: inventoryItemsResponseSchema, body: 'ours', lenient: false },
    errors: [BAD_QUERY, NO_TOKEN, OTHER_SITE],
    capability: true,
    limits: pageLimits("4 KB for the sample's 6 items; 0.65 KB a row, 130 KB at 200"),
  },
  inventorySites: {
    summary: 'The sites holding one item (by its inventory row key), most units first, paged.',
    method: 'GET',
    path: '/api/inventory_sites/',
    auth: 'bearer',
    query: inventorySitesQuerySchema,
    success: { status: 200, schema: inventorySitesResponseSchema, body: 'ours', lenient: false },
    errors: [BAD_QUERY, NO_TOKEN],
    capability: true,
    limits: pageLimits('21 KB at 200 rows (3 KB gzip)'),
  },
  media: {
    summary:
      'A stored photo or signature, by the URL a record names (`/api/media/{media_id}?key=…`): its image bytes, not JSON. The key, made when the image was stored, authorises the read, so an `<img>` (which sends no Authorization header) can show it. A stored image never changes: `Cache-Control: private, max-age=31536000, immutable` and an `ETag`; `If-None-Match` with it answers 304.',
    method: 'GET',
    path: MEDIA_PATH,
    auth: 'none',
    pathParams: mediaPathParams,
    query: mediaQuerySchema,
    success: {
      status: 200,
      schema: mediaBytesSchema,
      body: 'ours',
      lenient: false,
      media: MEDIA_TYPES,
    },
    emptySuccess: {
      status: 304,
      when: "`If-None-Match` names the image's ETag: the copy held is current.",
    },
    errors: [
      {
        status: 403,
        when: "No key, or not this image's, or an image that does not exist (they answer alike, so neither ids nor keys can be probed).",
      },
      { status: 404, when: 'The media id is not a whole number.' },
    ],
    capability: true,
    limits: {
      largestAnswer:
        "one image: about 3 MB at most (a saved photo's cap); the seeded ones are 1–25 KB",
    },
    rateLimits: ['media'],
  },
} as const satisfies Record<string, EndpointContract>;

export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;
export type Endpoint = Endpoints[EndpointName];

/** Every endpoint's name, in the table's order. */
export const ENDPOINT_NAMES = Object.keys(ENDPOINTS) as EndpointName[];

/** The base calls (PRODUCT.md "The base calls"): every server of the product has them. */
export const SPEC_CALLS = [
  'login',
  'refresh',
  'logout',
  'users',
  'customerData',
  'register',
  'inspectionMetrics',
  'customerInspections',
  'saveInspection',
  'componentSystems',
  'moveItems',
] as const satisfies readonly EndpointName[];

/** The calls a server may lack (`capability: true`), in the table's order. */
export type CapabilityCallName = {
  [N in EndpointName]: Endpoints[N] extends { capability: true } ? N : never;
}[EndpointName];
export const CAPABILITY_CALLS = ENDPOINT_NAMES.filter(
  (name): name is CapabilityCallName => (ENDPOINTS[name] as EndpointContract).capability === true,
);

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
