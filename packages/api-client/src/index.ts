export type { SessionExpiredListener } from './auth-flow';
export {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  DEFAULT_AUTH_POLL_MS,
  DEFAULT_AUTH_WAIT_TIMEOUT_MS,
  DEFAULT_TIMEOUT_MS,
  REFRESH_TIMEOUT_MS,
} from './client';
export { type AuthCalls, LOGOUT_TIMEOUT_MS } from './endpoints/auth';
export {
  CAPABILITIES_TIMEOUT_MS,
  type CapabilitiesAnswer,
  type CapabilitiesCalls,
  capabilitiesAnswerOfStatus,
} from './endpoints/capabilities';
export type { CustomerCalls } from './endpoints/customers';
export { HIRE_NOTE_TIMEOUT_MS, type HireCalls } from './endpoints/hire';
export {
  type InspectionCalls,
  SAVE_INSPECTION_TIMEOUT_MS,
  type SaveInspectionResult,
} from './endpoints/inspections';
export {
  type InspectionDetailsRead,
  type MediaAnswer,
  type PageQuery,
  type ReadCalls,
  searchOf,
} from './endpoints/reads';
export type { RegistrationCalls, RegistrationResult } from './endpoints/registration';
export { RECORD_HANDOVER_TIMEOUT_MS, type ScaffoldCalls } from './endpoints/scaffolds';
export type { MoveResult, StockCalls } from './endpoints/stock';
export {
  ApiAbortedError,
  ApiClientError,
  ApiError,
  ApiLoginFailedError,
  ApiMalformedResponseError,
  ApiNetworkError,
  ApiNoAccessTokenError,
  ApiSessionChangedError,
  ApiSessionExpiredError,
  ApiTimeoutError,
  type CallName,
  isAbortError,
  isApiClientError,
  isApiError,
  isLoginFailedError,
  isMalformedResponseError,
  isNetworkError,
  isNoAccessTokenError,
  isSessionChangedError,
  isSessionExpiredError,
  isTimeoutError,
  LOGIN_FAILED_MESSAGE,
  NO_ACCESS_TOKEN_MESSAGE,
  REFRESH_FAILED_MESSAGE,
} from './errors';
export { newIdempotencyKey } from './idempotency';
export {
  type ApiSession,
  createMemorySession,
  type MemorySession,
  type RefreshedTokens,
  type SessionTokens,
} from './session';
export type { CallOptions } from './transport';
