// Sessions and their tokens, kept in the database so every instance agrees:
// - an access token is a short-lived JWT (HS256) naming the user and the session; a call with it
//   is refused once its session has ended, whatever its age;
// - a refresh token is 256 random bits, kept only as a hash, rotated on every use. Sent again
//   after it was rotated, beyond a short grace for two tabs refreshing at once, it ends its whole
//   session (the token was copied: RFC 9700 section 4.14, reuse detection);
// - logout ends the session its refresh token belongs to.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/connect';
import { customers, refreshTokens, sessions, users } from '../db/schema';
import { asSystem } from '../db/scope';
import type { Keys } from '../secrets';
import type { Caller } from './caller';

export const TOKEN_LIFETIMES = {
  accessMs: 5 * 60_000,
  /** From the last refresh: a session used within a day lives on. */
  refreshMs: 24 * 60 * 60_000,
  /** A rotated refresh token sent again within this gets its successor (a second tab). */
  reuseGraceMs: 10_000,
};

export interface TokenPair {
  access: string;
  refresh: string;
}

type UserRow = typeof users.$inferSelect;

export interface Tokens {
  /** A new session for a user who has just proved who they are. */
  startSession(user: UserRow): Promise<TokenPair>;
  /** The caller an access token names, or null when it is not valid or its session ended. */
  callerOf(access: string): Promise<Caller | null>;
  /** The next pair for a refresh token, or null (and a reused one ends its session). */
  rotate(refresh: string): Promise<TokenPair | null>;
  /** Ends the session of a refresh token; nothing for an unknown one. */
  endSession(refresh: string): Promise<void>;
}

export function createTokens(db: Database, keys: Keys, now: () => Date): Tokens {
  const hashOf = (token: string) => keys.digest('refresh-token', token);
  // The signing key imported once: given as bytes, jose imports it again on every call (about a
  // fifth of a memoised read's CPU time).
  let imported: Promise<CryptoKey> | null = null;
  const signingKey = () => {
    imported ??= crypto.subtle.importKey(
      'raw',
      new Uint8Array(keys.tokenSigning),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    return imported;
  };

  const signAccess = async (user: { id: number; customerId: number }, sessionId: string) => {
    const issued = now();
    return new SignJWT({ cid: user.customerId, sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuedAt(Math.floor(issued.getTime() / 1000))
      .setExpirationTime(Math.floor((issued.getTime() + TOKEN_LIFETIMES.accessMs) / 1000))
      .sign(await signingKey());
  };

  const newRefresh = () => randomBytes(32).toString('base64url');

  return {
    async startSession(user) {
      const sessionId = randomUUID();
      const refresh = newRefresh();
      const issued = now();
      await asSystem(db, async (tx) => {
        await tx.insert(sessions).values({ id: sessionId, userId: user.id, createdAt: issued });
        await tx.insert(refreshTokens).values({
          tokenHash: hashOf(refresh),
          sessionId,
          issuedAt: issued,
          expiresAt: new Date(issued.getTime() + TOKEN_LIFETIMES.refreshMs),
        });
      });
      return { access: await signAccess(user, sessionId), refresh };
    },

    async callerOf(access) {
      let claims: { sub?: string; sid?: unknown };
      try {
        ({ payload: claims } = await jwtVerify(access, await signingKey(), {
          algorithms: ['HS256'],
          currentDate: now(),
        }));
      } catch {
        return null;
      }
      const userId = Number(claims.sub);
      if (!Number.isSafeInteger(userId) || typeof claims.sid !== 'string') return null;
      // One statement on its own (no transaction around it): one round trip on every call, which
      // also reads the customer's data version (the read model answers from it: read-view.ts).
      const [row] = await db
        .select({
          user: users,
          revokedAt: sessions.revokedAt,
          dataVersion: customers.dataVersion,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .innerJoin(customers, eq(customers.id, users.customerId))
        .where(and(eq(sessions.id, claims.sid as string), eq(users.id, userId)));
      if (!row || row.revokedAt) return null;
      return {
        userId: row.user.id,
        customerId: row.user.customerId,
        role: row.user.role,
        firstName: row.user.firstName,
        lastName: row.user.lastName,
        email: row.user.email,
        sessionId: claims.sid,
        dataVersion: row.dataVersion,
      };
    },

    async rotate(refresh) {
      const at = now();
      return asSystem(db, async (tx) => {
        // Locked, so two instances rotating one token at once cannot both succeed.
        const [token] = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hashOf(refresh)))
          .for('update');
        if (!token) return null;
        const [session] = await tx
          .select()
          .from(sessions)
          .where(eq(sessions.id, token.sessionId))
          .for('update');
        const [user] = session
          ? await tx.select().from(users).where(eq(users.id, session.userId))
          : [];
        if (!session || !user || session.revokedAt || at >= token.expiresAt) return null;
        if (token.rotatedAt) {
          const withinGrace =
            at.getTime() - token.rotatedAt.getTime() < TOKEN_LIFETIMES.reuseGraceMs;
          if (withinGrace && token.successorSealed) {
            const successor = keys.open(token.successorSealed);
            return { access: await signAccess(user, session.id), refresh: successor };
          }
          // A rotated token sent again: someone holds a copy. End the whole session.
          await tx
            .update(sessions)
            .set({ revokedAt: at, revokedReason: 'reuse' })
            .where(eq(sessions.id, session.id));
          return null;
        }
        const successor = newRefresh();
        await tx.insert(refreshTokens).values({
          tokenHash: hashOf(successor),
          sessionId: session.id,
          issuedAt: at,
          expiresAt: new Date(at.getTime() + TOKEN_LIFETIMES.refreshMs),
        });
        await tx
          .update(refreshTokens)
          .set({ rotatedAt: at, successorSealed: keys.seal(successor) })
          .where(eq(refreshTokens.tokenHash, token.tokenHash));
        return { access: await signAccess(user, session.id), refresh: successor };
      });
    },

    async endSession(refresh) {
      const at = now();
      await asSystem(db, (tx) =>
        tx
          .update(sessions)
          .set({ revokedAt: at, revokedReason: 'logout' })
          .where(
            and(
              isNull(sessions.revokedAt),
              sql`${sessions.id} = (select ${refreshTokens.sessionId} from ${refreshTokens} where ${refreshTokens.tokenHash} = ${hashOf(refresh)})`,
            ),
          ),
      );
    },
  };
}
