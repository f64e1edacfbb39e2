import { registrationDetailsSchema, registrationRequestSchema } from '@scaffold/domain';
import { z } from 'zod';

/**
 * What /register hands to /register-confirmation as navigation state: the form as it was sent
 * (with the plan chosen on /pricing, if any) and the server's details, null after a 204.
 * Navigation state survives reloads and can be forged, so the confirmation parses it.
 */
export const registrationConfirmationStateSchema = z.object({
  form: registrationRequestSchema,
  details: registrationDetailsSchema.nullable(),
});
export type RegistrationConfirmationState = z.infer<typeof registrationConfirmationStateSchema>;

/** The confirmation's state, or null when it is missing or not what /register sends. */
export function readRegistrationConfirmationState(
  state: unknown,
): RegistrationConfirmationState | null {
  const parsed = registrationConfirmationStateSchema.safeParse(state);
  return parsed.success ? parsed.data : null;
}
