// Forgetting what has expired, every few minutes: rate-limit windows that ended, sessions' old
// refresh tokens, Idempotency-Keys past their lifetime. Each instance runs it; the deletes are
// idempotent, so several instances at once do no harm.
import { IDEMPOTENCY_KEY_LIFETIME_HOURS } from '@scaffold/domain';
import { sql } from 'drizzle-orm';
import { asSystem } from '../db/scope';
import type { Services } from './services';
import { TOKEN_LIFETIMES } from './tokens';

const EVERY_MS = 5 * 60_000;

export async function sweepExpired(services: Services): Promise<void> {
  const now = services.now().getTime();
  await services.limiter.sweep();
  await asSystem(services.db, async (tx) => {
    await tx.execute(
      sql`delete from idempotency_keys where stored_at < ${new Date(now - IDEMPOTENCY_KEY_LIFETIME_HOURS * 3_600_000)}`,
    );
    await tx.execute(sql`delete from refresh_tokens where expires_at < ${new Date(now)}`);
    // A successor is kept sealed only for the grace in which a second tab may ask for it again.
    await tx.execute(
      sql`update refresh_tokens set successor_sealed = null where successor_sealed is not null and rotated_at < ${new Date(now - TOKEN_LIFETIMES.reuseGraceMs)}`,
    );
  });
}

export function startUpkeep(services: Services): { stop(): void } {
  const timer = setInterval(() => {
    sweepExpired(services).catch((error: unknown) =>
      services.log.warn({ err: error }, 'upkeep failed; tried again later'),
    );
  }, EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
