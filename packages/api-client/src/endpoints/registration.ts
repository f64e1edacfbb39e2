import { ENDPOINTS, type RegistrationDetails, type RegistrationRequest } from '@scaffold/domain';
import { type CallOptions, parseJson, type Requests } from '../transport';

/** `details` is null when the server accepted the registration without a body (204). */
export interface RegistrationResult {
  details: RegistrationDetails | null;
}

export interface RegistrationCalls {
  /** register (no token). A non-OK answer rejects with 'API Error: {status}'. */
  register(request: RegistrationRequest, options?: CallOptions): Promise<RegistrationResult>;
}

export function createRegistrationCalls(requests: Requests): RegistrationCalls {
  return {
    register: (request, options) =>
      requests.anonymous(
        { endpoint: 'register', body: request },
        async (response, call) => {
          // A 204 (or any empty 2xx) is success with nothing to confirm.
          const text = response.status === 204 ? '' : await response.text();
          if (text === '') return { details: null };
          return {
            details: parseJson(text, ENDPOINTS.register.success.schema, call, response.status),
          };
        },
        options,
      ),
  };
}
