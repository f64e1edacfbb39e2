import { toRegistrationRequest } from '@scaffold/domain';
import { describe, expect, it } from 'vitest';
import { readRegistrationConfirmationState } from './registration-state';

const form = toRegistrationRequest(
  {
    first_name: 'Ada',
    last_name: 'Brown',
    company_name: 'Brown Scaffolding Ltd',
    email: 'ada@brown-scaffolding.co.uk',
    comments: 'Three yards, about forty sites.',
  },
  'professional',
);
const details = {
  human_id: 'REG-000001',
  created_at: '2026-03-05T09:30:00.000Z',
  estimated_response_time: '2 business days',
};

describe('readRegistrationConfirmationState', () => {
  it('accepts what /register sends, with details or after a 204', () => {
    expect(readRegistrationConfirmationState({ form, details })).toEqual({ form, details });
    expect(readRegistrationConfirmationState({ form, details: null })).toEqual({
      form,
      details: null,
    });
    expect(form.plan_id).toBe('professional');
  });

  it('refuses a missing or forged state', () => {
    expect(readRegistrationConfirmationState(null)).toBeNull();
    expect(readRegistrationConfirmationState(undefined)).toBeNull();
    expect(readRegistrationConfirmationState({ form })).toBeNull();
    expect(
      readRegistrationConfirmationState({ form: { ...form, email: 'nope' }, details }),
    ).toBeNull();
    expect(
      readRegistrationConfirmationState({ form, details: { ...details, created_at: 'yesterday' } }),
    ).toBeNull();
  });
});
