import { z } from 'zod';
import { isoDateSchema } from './common';

/** The register body: snake_case keys. `plan_id` is set when the visitor came from /pricing. */
export const registrationRequestSchema = z.object({
  first_name: z.string().min(1),
  last_name: z.string().min(1),
  email: z.email(),
  company_name: z.string().min(1),
  comments: z.string().min(1),
  plan_id: z.string().optional(),
});
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

export const registrationDetailsSchema = z.object({
  human_id: z.string(),
  created_at: isoDateSchema,
  estimated_response_time: z.string(),
});
export type RegistrationDetails = z.infer<typeof registrationDetailsSchema>;
