import { z } from 'zod';
import { type RegistrationRequest, registrationRequestSchema } from '../schemas';
import { checkedText, emailField, requiredText } from './fields';
import { type LoginFormValues, passwordError } from './login-check';

/** PRODUCT.md "Account forms": email required and an email; password required. */
export const loginSchema = z.object({
  email: emailField(),
  password: checkedText(passwordError),
  rememberMe: z.boolean().optional(),
}) satisfies z.ZodType<unknown, LoginFormValues>;

/** PRODUCT.md "Account forms": every field required; email an email. */
export const registerSchema = z.object({
  first_name: requiredText(),
  last_name: requiredText(),
  company_name: requiredText(),
  email: emailField(),
  comments: requiredText(),
});
export type RegisterFormValues = z.input<typeof registerSchema>;

/** PRODUCT.md "Account forms" asks only for a required email; it must also be one to be sent anything. */
export const resetPasswordSchema = z.object({ email: emailField() });
export type ResetPasswordFormValues = z.input<typeof resetPasswordSchema>;

export const emptyRegisterForm = (): RegisterFormValues => ({
  first_name: '',
  last_name: '',
  company_name: '',
  email: '',
  comments: '',
});

/** The register body from the form, trimmed, with the plan chosen on /pricing. */
export function toRegistrationRequest(
  values: RegisterFormValues,
  planId?: string | null,
): RegistrationRequest {
  return registrationRequestSchema.parse({
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    company_name: values.company_name.trim(),
    email: values.email.trim(),
    comments: values.comments.trim(),
    ...(planId ? { plan_id: planId } : {}),
  });
}
