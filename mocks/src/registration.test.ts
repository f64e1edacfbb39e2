import { registrationDetailsSchema } from '@scaffold/domain';
import { describe, expect, it } from 'vitest';
import { MOCK_NOW } from './constants';
import { getDatabase } from './db/database';
import { call, useMockServer } from './test-support';

useMockServer();

const request = {
  first_name: 'Hannah',
  last_name: 'Clarke',
  email: 'hannah@northgate.test',
  company_name: 'Northgate Scaffolding Ltd',
  comments: 'We run 40 sites in Yorkshire.',
  plan_id: 'professional',
};

describe('register', () => {
  it('answers 201 with the confirmation details and stores the request', async () => {
    const response = await call('register', { body: request });
    expect(response.status).toBe(201);
    const details = registrationDetailsSchema.parse(response.json);
    expect(details).toEqual({
      human_id: 'REG-000101',
      created_at: MOCK_NOW,
      estimated_response_time: '2 business days',
    });
    const second = registrationDetailsSchema.parse(
      (await call('register', { body: request })).json,
    );
    expect(second.human_id).toBe('REG-000102');
    expect(getDatabase().registrations.map((r) => r.email)).toEqual([request.email, request.email]);
  });

  it('answers 400 for a bad email or a missing field', async () => {
    const badEmail = await call('register', { body: { ...request, email: 'not-an-email' } });
    expect(badEmail.status).toBe(400);
    expect(badEmail.json.detail).toMatch(/^email: /);
    const { comments: _dropped, ...missing } = request;
    expect((await call('register', { body: missing })).status).toBe(400);
    expect(getDatabase().registrations).toEqual([]);
  });
});
