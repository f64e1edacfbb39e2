import {
  type RegistrationDetails,
  type RegistrationRequest,
  registrationDetailsSchema,
} from '@scaffold/domain';
import { type CallOptions, parseJson, type Requests } from '../transport';

/** `details` is null when the server accepted the registration without a body (204). */
export interface RegistrationResult {
  details: RegistrationDetails | null;
}

export interface RegistrationCalls {
  /** POST /api/register/ (no token). A non-OK answer rejects with 'API Error: {status}'. */
  register(request: RegistrationRequest, options?: CallOptions): Promise<RegistrationResult>;
}

export function createRegistrationCalls(requests: Requests): RegistrationCalls {
  return {
    register: (request, options) =>
      requests.anonymous(
        { method: 'POST', path: '/api/register/', body: request },
        async (response, call) => {
          // A 204 (or any empty 2xx) is success with nothing to confirm.
          const text = response.status === 204 ? '' : await response.text();
          if (text === '') return { details: null };
          return { details: parseJson(text, registrationDetailsSchema, call, response.status) };
        },
        options,
      ),
  };
}
