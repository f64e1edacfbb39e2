import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { loginSchema, registerSchema, resetPasswordSchema, toRegistrationRequest } from './account';

const errors = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('loginSchema', () => {
  it('requires an email that is an email, and a password', () => {
    expect(errors(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: MESSAGES.required,
      password: MESSAGES.required,
    });
    expect(errors(loginSchema.safeParse({ email: 'not-an-email', password: 'x' }))).toEqual({
      email: MESSAGES.invalidEmail,
    });
  });
  it('trims the email but never the password', () => {
    expect(loginSchema.parse({ email: ' a@b.co ', password: ' secret ' })).toEqual({
      email: 'a@b.co',
      password: ' secret ',
    });
  });
});

describe('registerSchema', () => {
  it('requires all five fields and a valid email', () => {
    expect(
      errors(
        registerSchema.safeParse({
          first_name: ' ',
          last_name: '',
          company_name: '',
          email: 'x',
          comments: '',
        }),
      ),
    ).toEqual({
      first_name: 'Required',
      last_name: 'Required',
      company_name: 'Required',
      email: MESSAGES.invalidEmail,
      comments: 'Required',
    });
  });
  it('builds the register request with the chosen plan', () => {
    expect(
      toRegistrationRequest(
        {
          first_name: ' Ada ',
          last_name: 'Lovelace',
          company_name: 'Acme Scaffolding',
          email: 'ada@acme.test',
          comments: 'Demo please',
        },
        'professional',
      ),
    ).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      company_name: 'Acme Scaffolding',
      email: 'ada@acme.test',
      comments: 'Demo please',
      plan_id: 'professional',
    });
  });
});

describe('resetPasswordSchema', () => {
  it('requires the email', () => {
    expect(errors(resetPasswordSchema.safeParse({ email: '' }))).toEqual({ email: 'Required' });
    expect(resetPasswordSchema.safeParse({ email: 'a@b.co' }).success).toBe(true);
  });
});
