import { type ApiClient, isAbortError, isApiError, isTimeoutError } from '@scaffold/api-client';
import {
  type Id,
  type Inspection,
  MESSAGES,
  type NewInspectionFormValues,
  toSavedInspection,
} from '@scaffold/domain';

export type SubmitOutcome =
  | { ok: true; inspection: Inspection | null }
  | { ok: false; message: string; error: unknown };

/**
 * saveInspection with SPEC section 8's handling: a non-OK answer logs the server's
 * body and says 'Submission failed. Check console for details.'; anything else that goes wrong
 * (network) logs the error and says 'An unexpected error occurred.'; no answer in time says so.
 * Any 2xx is success, whatever its body. `idempotencyKey` is the submission's, kept until a save
 * goes through. The values must have passed the form's schema.
 */
export async function submitInspection(
  api: Pick<ApiClient, 'saveInspection'>,
  siteId: Id,
  values: NewInspectionFormValues,
  options: { idempotencyKey: string; signal?: AbortSignal },
): Promise<SubmitOutcome> {
  try {
    const { inspection } = await api.saveInspection(toSavedInspection(values, siteId), options);
    return { ok: true, inspection };
  } catch (error) {
    if (isAbortError(error)) throw error;
    if (isTimeoutError(error)) {
      console.error('[inspections] save timed out', error);
      return { ok: false, message: MESSAGES.saveTimedOut, error };
    }
    if (isApiError(error)) {
      console.error('[inspections] save failed', error.status, error.body);
      return { ok: false, message: MESSAGES.inspectionSubmitFailed, error };
    }
    console.error('[inspections] save failed', error);
    return { ok: false, message: MESSAGES.unexpectedError, error };
  }
}
