// Signing in and out, tokens, password reset requests, account requests and the user list.
import { verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { nextval, passwordResets, registrations, users } from '../db/schema';
import { asCustomer, asSystem } from '../db/scope';
import type { Handlers } from '../http/contract-routes';
import { problem } from '../http/problem';
import { hashPassword } from '../seed/seed';
import { RATE_LIMITS } from './rate-limits';

/** Login and logout change who uses the device: the browser drops the last person's cached media. */
const CLEAR_CACHE = { 'Clear-Site-Data': '"cache"' };

const LOGIN_FAILED = 'No active account found with the given credentials';
const RESET_SENT =
  'If an account exists for this email, we have sent instructions to reset the password.';
const TOKEN_NOT_VALID = { code: 'token_not_valid' };

/**
 * A hash to verify against when no account has the email, so a wrong email costs what a wrong
 * password costs and the time of an answer says nothing of which accounts exist.
 */
let decoyHash: Promise<string> | null = null;
const decoy = () => {
  decoyHash ??= hashPassword('no account has this password');
  return decoyHash;
};

export const authRoutes = {
  async login({ body, services }) {
    const email = body.email.trim().toLowerCase();
    // Guessing is limited per address (the contract's table, before this) and by the failed
    // sign-ins to one account from anywhere: over it, even the right password waits.
    await services.limiter.check('loginAccount', email, RATE_LIMITS.loginAccount);
    const [user] = await asSystem(services.db, (tx) =>
      tx.select().from(users).where(eq(users.email, email)),
    );
    const matches = await verify(user?.passwordHash ?? (await decoy()), body.password).catch(
      () => false,
    );
    if (!user || !matches) {
      await services.limiter.count('loginAccount', email, RATE_LIMITS.loginAccount);
      throw problem(401, LOGIN_FAILED);
    }
    const pair = await services.tokens.startSession(user);
    return {
      status: 200,
      headers: CLEAR_CACHE,
      json: {
        ...pair,
        user_id: user.id,
        customer_id: user.customerId,
        role: user.role,
        first_name: user.firstName,
        last_name: user.lastName,
      },
    };
  },

  async refresh({ body, services }) {
    const pair = await services.tokens.rotate(body.refresh);
    if (!pair) throw problem(401, 'Token is invalid or expired', TOKEN_NOT_VALID);
    return { status: 200, json: pair };
  },

  async logout({ body, services }) {
    await services.tokens.endSession(body.refresh);
    return { status: 200, headers: CLEAR_CACHE, json: { ok: true } };
  },

  async passwordReset({ body, services }) {
    const email = body.email.trim().toLowerCase();
    if (!email) throw problem(400, 'email: This field may not be blank.');
    // The same answer whether or not the account exists; only a real one is recorded.
    await asSystem(services.db, async (tx) => {
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (user) await tx.insert(passwordResets).values({ email, requestedAt: services.now() });
    });
    return { status: 200, json: { detail: RESET_SENT } };
  },

  async register({ body, services }) {
    const createdAt = services.now();
    const details = await asSystem(services.db, async (tx) => {
      const [row] = await tx
        .select({ number: nextval('registration_numbers') })
        .from(sql`(select 1) as one`);
      const humanId = `REG-${String(row?.number ?? 0).padStart(6, '0')}`;
      await tx.insert(registrations).values({
        humanId,
        email: body.email,
        firstName: body.first_name,
        lastName: body.last_name,
        companyName: body.company_name,
        comments: body.comments,
        planId: body.plan_id === undefined ? null : String(body.plan_id),
        createdAt,
      });
      return {
        human_id: humanId,
        created_at: createdAt.toISOString(),
        estimated_response_time: '2 business days',
      };
    });
    return { status: 201, json: details };
  },

  async users({ request, services }) {
    const caller = await optionalCaller(request, services);
    if (!caller) return { status: 200, json: { users: [] } };
    // A signed-in caller sees the users of their own customer, and no one else's.
    const rows = await asCustomer(services.db, { customerId: caller.customerId }, (tx) =>
      tx
        .select({
          id: users.id,
          email: users.email,
          first_name: users.firstName,
          last_name: users.lastName,
          role: users.role,
        })
        .from(users)
        .orderBy(users.id),
    );
    return { status: 200, json: { users: rows } };
  },
} satisfies Pick<Handlers, 'login' | 'refresh' | 'logout' | 'passwordReset' | 'register' | 'users'>;

async function optionalCaller(
  request: Parameters<Handlers['users']>[0]['request'],
  services: Parameters<Handlers['users']>[0]['services'],
) {
  const match = /^Bearer\s+(\S+)$/i.exec((request.headers.authorization ?? '').trim());
  return match?.[1] ? services.tokens.callerOf(match[1]) : null;
}
