import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { loginSchema } from './account';
import { checkLogin, EMAIL_PATTERN } from './login-check';

/** Emails, near-emails and noise, with spaces around some. */
const typedEmail = fc.oneof(
  fc.emailAddress(),
  fc.emailAddress().map((email) => ` ${email} `),
  fc.emailAddress().map((email) => email.replace('@', '')),
  fc.emailAddress().map((email) => `.${email}`),
  fc.emailAddress().map((email) => email.replace(/\.[a-z]+$/, '.c')),
  fc.string(),
  fc.constantFrom('', ' ', 'a@b', 'a@b.co', 'a..b@c.de', "o'neil@firm.co.uk"),
);

describe('checkLogin', () => {
  it('answers exactly what loginSchema answers, messages and sent values alike', () => {
    fc.assert(
      fc.property(
        typedEmail,
        fc.oneof(fc.string(), fc.constant('')),
        fc.boolean(),
        (email, password, rememberMe) => {
          const values = { email, password, rememberMe };
          const parsed = loginSchema.safeParse(values);
          const checked = checkLogin(values);
          expect(checked.ok).toBe(parsed.success);
          if (parsed.success && checked.ok) {
            expect(checked.credentials).toEqual({ ...parsed.data, rememberMe });
          } else if (!parsed.success && !checked.ok) {
            const messages = Object.fromEntries(
              parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
            );
            expect(checked.errors).toEqual(messages);
          }
        },
      ),
      { numRuns: 500 },
    );
  }, 30_000);

  it('names the first field to fix, in the order of the form', () => {
    const both = checkLogin({ email: '', password: '' });
    expect(both).toEqual({
      ok: false,
      errors: { email: MESSAGES.required, password: MESSAGES.required },
      firstInvalid: 'email',
    });
    const password = checkLogin({ email: 'a@b.co', password: '' });
    expect(password.ok === false && password.firstInvalid).toBe('password');
  });

  it('trims the email but never the password', () => {
    expect(checkLogin({ email: ' a@b.co ', password: ' secret ' })).toEqual({
      ok: true,
      credentials: { email: 'a@b.co', password: ' secret ', rememberMe: false },
    });
  });
});

describe('EMAIL_PATTERN', () => {
  it('accepts exactly what z.email() accepts', () => {
    fc.assert(
      fc.property(typedEmail, (text) => {
        expect(EMAIL_PATTERN.test(text)).toBe(z.email().safeParse(text).success);
      }),
      { numRuns: 1000 },
    );
  }, 30_000);
});
