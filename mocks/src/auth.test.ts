import {
  customerDataResponseSchema,
  loginResponseSchema,
  logoutResponseSchema,
  passwordResetResponseSchema,
  RATE_LIMITS,
  refreshResponseSchema,
  usersResponseSchema,
} from '@scaffold/domain';
import { describe, expect, it } from 'vitest';
import {
  createSession,
  expireAccessTokens,
  revokeRefreshTokens,
  setTokenLifetimes,
} from './auth/tokens';
import {
  DEFAULT_TOKEN_LIFETIMES,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  MOCK_NOW,
  REFRESH_REUSE_GRACE_MS,
} from './constants';
import { advanceMockClock, mockNow } from './db/clock';
import { call, login, useMockServer } from './test-support';

useMockServer();

describe('login', () => {
  it.each(Object.entries(DEMO_ACCOUNTS))('signs in the %s demo account', async (_name, account) => {
    const response = await call('login', {
      body: { email: account.email, password: DEMO_PASSWORD },
    });
    expect(response.status).toBe(200);
    const body = loginResponseSchema.parse(response.json);
    expect(body).toMatchObject({
      customer_id: account.customer_id,
      role: account.role,
      first_name: account.first_name,
      last_name: account.last_name,
    });
    expect(body.access).not.toBe(body.refresh);
    // The server's id of the user: what the portal keys the device's records by.
    expect(body.user_id).toBeTypeOf('number');
  });

  it('refuses a wrong password or an unknown email with 401', async () => {
    const wrong = await call('login', {
      body: { email: DEMO_ACCOUNTS.admin.email, password: 'nope' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual({ detail: 'No active account found with the given credentials' });
    const unknown = await call('login', {
      body: { email: 'nobody@demo.scaffold.test', password: DEMO_PASSWORD },
    });
    expect(unknown.status).toBe(401);
  });

  it('answers 400 with a reason for a malformed body', async () => {
    const missing = await call('login', { body: { email: DEMO_ACCOUNTS.admin.email } });
    expect(missing.status).toBe(400);
    expect(missing.json.detail).toMatch(/^password: /);
    const notJson = await call('login', { rawBody: '{email' });
    expect(notJson.status).toBe(400);
    expect(notJson.json.detail).toBe('The body is not valid JSON');
  });
});

describe('authenticated calls', () => {
  it('answer 401 without a token, with an unknown token, and with an expired one', async () => {
    expect((await call('customerData')).status).toBe(401);
    expect((await call('customerData', { token: 'mock-access.1.999' })).status).toBe(401);
    const { access } = await login();
    expect((await call('customerData', { token: access })).status).toBe(200);
    // A token cannot be guessed from the user id and the count: it carries 128 random bits.
    expect(access).toMatch(/^mock-access\.1\.\d+\.[0-9a-f]{32}$/);
    const guessed = access.replace(/\.[0-9a-f]{32}$/, '');
    expect((await call('customerData', { token: guessed })).status).toBe(401);
    expect((await login()).access).not.toBe(access);
    advanceMockClock(5 * 60_000);
    const expired = await call('customerData', { token: access });
    expect(expired.status).toBe(401);
    expect(expired.json.code).toBe('token_not_valid');
  });

  it('keep the clock frozen at MOCK_NOW after a reset', () => {
    expect(mockNow().toISOString()).toBe(MOCK_NOW);
  });
});

describe('refresh', () => {
  it('gives a new access token that works after the old one expired', async () => {
    const { access, refresh } = await login('manager');
    expireAccessTokens();
    expect((await call('customerData', { token: access })).status).toBe(401);
    const refreshed = await call('refresh', { body: { refresh } });
    expect(refreshed.status).toBe(200);
    const { access: fresh } = refreshResponseSchema.parse(refreshed.json);
    expect(fresh).not.toBe(access);
    expect((await call('customerData', { token: fresh })).status).toBe(200);
  });

  it('refuses a revoked, expired or unknown refresh token with 401', async () => {
    const first = await login();
    revokeRefreshTokens();
    expect((await call('refresh', { body: { refresh: first.refresh } })).status).toBe(401);

    setTokenLifetimes({ refreshMs: 60_000 });
    const second = await login();
    advanceMockClock(60_000);
    expect((await call('refresh', { body: { refresh: second.refresh } })).status).toBe(401);
    expect((await call('refresh', { body: { refresh: 'nope' } })).status).toBe(401);
    expect((await call('refresh', { body: {} })).status).toBe(400);
  });

  it('rotates the refresh token: the new one works, the old one only within the grace', async () => {
    const { refresh } = await login('manager');
    const first = refreshResponseSchema.parse((await call('refresh', { body: { refresh } })).json);
    expect(first.refresh).toBeDefined();
    expect(first.refresh).not.toBe(refresh);

    // A second tab that sent the same token at the same moment gets the same pair.
    advanceMockClock(REFRESH_REUSE_GRACE_MS - 1);
    const again = await call('refresh', { body: { refresh } });
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first);
    expect((await call('customerData', { token: first.access })).status).toBe(200);

    // The new one rotates in turn.
    const next = await call('refresh', { body: { refresh: first.refresh } });
    expect(next.status).toBe(200);
    expect(refreshResponseSchema.parse(next.json).refresh).not.toBe(first.refresh);
  });

  it('ends the whole session when a replaced token comes back after the grace', async () => {
    const { refresh } = await login('manager');
    const first = refreshResponseSchema.parse((await call('refresh', { body: { refresh } })).json);
    advanceMockClock(REFRESH_REUSE_GRACE_MS);
    // Someone holds a copy: refused, and every token of the session with it.
    expect((await call('refresh', { body: { refresh } })).status).toBe(401);
    expect((await call('refresh', { body: { refresh: first.refresh ?? '' } })).status).toBe(401);
    expect((await call('customerData', { token: first.access })).status).toBe(401);
  });

  it('gives a replaced token nothing once its session has logged out, grace or not', async () => {
    const { refresh } = await login('staff');
    const rotated = refreshResponseSchema.parse(
      (await call('refresh', { body: { refresh } })).json,
    );
    const out = await call('logout', {
      token: rotated.access,
      body: { refresh: rotated.refresh ?? '' },
    });
    expect(out.status).toBe(200);
    expect((await call('refresh', { body: { refresh } })).status).toBe(401);
  });

  it('honours configured lifetimes', async () => {
    setTokenLifetimes({ accessMs: 1000 });
    const { access } = await login();
    advanceMockClock(999);
    expect((await call('customerData', { token: access })).status).toBe(200);
    advanceMockClock(1);
    expect((await call('customerData', { token: access })).status).toBe(401);
  });
});

describe('logout', () => {
  it('ends the session of the refresh token sent, however old the access token', async () => {
    const { access, refresh } = await login();
    advanceMockClock(DEFAULT_TOKEN_LIFETIMES.accessMs + 60_000);
    const out = await call('logout', { body: { refresh } });
    expect(out.status).toBe(200);
    expect(logoutResponseSchema.parse(out.json)).toEqual({ ok: true });
    expect((await call('refresh', { body: { refresh } })).status).toBe(401);
    expect((await call('customerData', { token: access })).status).toBe(401);
    // Nothing to end: the same answer.
    expect((await call('logout', { body: { refresh: 'unknown' } })).status).toBe(200);
  });

  it('revokes it whatever the age of the access token (expired, or from another session)', async () => {
    setTokenLifetimes({ accessMs: 1000 });
    const { access, refresh } = await login('staff');
    advanceMockClock(5000);
    expect((await call('customerData', { token: access })).status).toBe(401);
    const other = await login('admin');
    // An access token of someone else changes nothing: the refresh token is the credential.
    expect((await call('logout', { token: other.access, body: { refresh } })).status).toBe(200);
    expect((await call('refresh', { body: { refresh } })).status).toBe(401);
    expect((await call('refresh', { body: { refresh: other.refresh } })).status).toBe(200);
  });

  it('answers the same success for an unknown, empty or already revoked token (idempotent)', async () => {
    const { refresh } = await login();
    const first = await call('logout', { body: { refresh } });
    for (const token of [refresh, '', 'mock-refresh.1.1.nope']) {
      const again = await call('logout', { body: { refresh: token } });
      expect(again.status).toBe(200);
      expect(again.json).toEqual(first.json);
    }
  });

  it('tells the browser to drop its HTTP cache, as login does (the last person’s media)', async () => {
    const signedIn = await call('login', {
      body: { email: DEMO_ACCOUNTS.staff.email, password: DEMO_PASSWORD },
    });
    expect(signedIn.headers.get('Clear-Site-Data')).toBe('"cache"');
    const { refresh } = loginResponseSchema.parse(signedIn.json);
    const out = await call('logout', { body: { refresh } });
    expect(out.headers.get('Clear-Site-Data')).toBe('"cache"');
  });
});

describe('passwordReset', () => {
  it('answers the same whether or not the email exists', async () => {
    const known = await call('passwordReset', {
      body: { email: DEMO_ACCOUNTS.staff.email },
    });
    const unknown = await call('passwordReset', {
      body: { email: 'who@nowhere.test' },
    });
    expect(known.status).toBe(200);
    expect(passwordResetResponseSchema.parse(known.json).detail).toMatch(/instructions/);
    expect(unknown.json).toEqual(known.json);
    expect((await call('passwordReset', { body: {} })).status).toBe(400);
  });
});

describe('users', () => {
  it('tells a caller without a token nothing', async () => {
    const response = await call('users');
    expect(usersResponseSchema.parse(response.json).users).toEqual([]);
  });

  it("lists a signed-in caller's own firm only, without passwords", async () => {
    const response = await call('users', { token: (await login('otherAdmin')).access });
    const { users } = usersResponseSchema.parse(response.json);
    expect(users.map((user) => user.email)).toEqual([DEMO_ACCOUNTS.otherAdmin.email]);
    expect(response.text).not.toContain(DEMO_PASSWORD);
    expect(usersResponseSchema.parse((await call('users')).json).users).toEqual([]);
  });
});

describe('customerData', () => {
  it("answers the signed-in customer's tree only", async () => {
    const own = customerDataResponseSchema.parse(
      (await call('customerData', { token: (await login('admin')).access })).json,
    );
    expect(own.customers.map((customer) => customer.id)).toEqual([1]);
    expect(own.customers[0]?.clients).toHaveLength(50);
    expect(own.customers[0]?.clients.flatMap((client) => client.sites)).toHaveLength(75);

    const other = customerDataResponseSchema.parse(
      (await call('customerData', { token: (await login('otherAdmin')).access })).json,
    );
    expect(other.customers.map((customer) => customer.id)).toEqual([2]);
    expect(other.customers[0]?.clients.flatMap((client) => client.sites)).toHaveLength(4);
  });

  it('accepts a session made with createSession()', async () => {
    const session = createSession(DEMO_ACCOUNTS.staff.email);
    expect(session.role).toBe('staff');
    expect((await call('customerData', { token: session.access })).status).toBe(200);
  });
});

describe('guessing a password', () => {
  it('stops an account after the failed sign-ins allowed, the right password too, until the window ends', async () => {
    const email = DEMO_ACCOUNTS.staff.email;
    for (let attempt = 0; attempt < RATE_LIMITS.loginAccount.max; attempt += 1) {
      expect((await call('login', { body: { email, password: 'guess' } })).status).toBe(401);
    }
    const over = await call('login', { body: { email, password: DEMO_PASSWORD } });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
    advanceMockClock(RATE_LIMITS.loginAccount.windowSeconds * 1000);
    expect((await call('login', { body: { email, password: DEMO_PASSWORD } })).status).toBe(200);
  });
});
