import { type ApiClient, isAbortError, isApiError } from '@scaffold/api-client';
import {
  type Id,
  type Inspection,
  MESSAGES,
  type NewInspectionFormValues,
  toSavedInspection,
} from '@scaffold/domain';

export type SubmitOutcome =
  | { ok: true; inspection: Inspection }
  | { ok: false; message: string; error: unknown };

/**
 * POST /api/save_inspection/ with SPEC section 8's handling: a non-OK answer logs the server's
 * body and says 'Submission failed. Check console for details.'; anything else that goes wrong
 * (network, unreadable answer) logs the error and says 'An unexpected error occurred.'.
 * The values must have passed the form's schema.
 */
export async function submitInspection(
  api: Pick<ApiClient, 'saveInspection'>,
  siteId: Id,
  values: NewInspectionFormValues,
  signal?: AbortSignal,
): Promise<SubmitOutcome> {
  try {
    const { inspection } = await api.saveInspection(toSavedInspection(values, siteId), { signal });
    return { ok: true, inspection };
  } catch (error) {
    if (isAbortError(error)) throw error;
    if (isApiError(error)) {
      console.error('[inspections] save failed', error.status, error.body);
      return { ok: false, message: MESSAGES.inspectionSubmitFailed, error };
    }
    console.error('[inspections] save failed', error);
    return { ok: false, message: MESSAGES.unexpectedError, error };
  }
}
