// The sign-in form's rules without zod: /login is the first screen most people open on a phone,
// and zod would weigh on its JavaScript budget
// (docs/DECISIONS.md "The JavaScript /login loads, and its budget"). loginSchema (account.ts) is
// built from the same functions, so the form and the schema cannot disagree (tested).
import { SHELL_MESSAGES } from '../messages/shell';

/** The sign-in form as typed. loginSchema (account.ts) checks this shape (a type test). */
export interface LoginFormValues {
  email: string;
  password: string;
  rememberMe?: boolean;
}

/** zod's own email pattern (`z.email()`); a test keeps the two the same. */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** SHELL_MESSAGES.required, SHELL_MESSAGES.invalidEmail or null for an email as typed (spaces ignored). */
export function emailError(raw: string): string | null {
  const value = raw.trim();
  if (!value) return SHELL_MESSAGES.required;
  return EMAIL_PATTERN.test(value) ? null : SHELL_MESSAGES.invalidEmail;
}

/** A password is required and never trimmed: spaces may be part of it. */
export const passwordError = (raw: string): string | null =>
  raw.length > 0 ? null : SHELL_MESSAGES.required;

/** The form as first shown: the remembered email, if any, with 'Remember me' ticked. */
export const emptyLoginForm = (email = ''): LoginFormValues => ({
  email,
  password: '',
  rememberMe: email !== '',
});

export const LOGIN_FIELDS = ['email', 'password'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];
export type LoginErrors = Partial<Record<LoginField, string>>;

export type LoginCheck =
  | { ok: true; credentials: { email: string; password: string; rememberMe: boolean } }
  | { ok: false; errors: LoginErrors; firstInvalid: LoginField };

/** The sign-in form checked as loginSchema would: the credentials to send, or the messages. */
export function checkLogin(values: LoginFormValues): LoginCheck {
  const errors: LoginErrors = {};
  const email = emailError(values.email);
  const password = passwordError(values.password);
  if (email) errors.email = email;
  if (password) errors.password = password;
  const firstInvalid = LOGIN_FIELDS.find((field) => errors[field]);
  if (firstInvalid) return { ok: false, errors, firstInvalid };
  return {
    ok: true,
    credentials: {
      email: values.email.trim(),
      password: values.password,
      rememberMe: Boolean(values.rememberMe),
    },
  };
}
