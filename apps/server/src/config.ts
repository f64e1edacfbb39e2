// The server's settings, all from the environment, checked once at start: a missing or bad value
// stops the start with a message naming the variable and what it takes (README, "Settings").
import path from 'node:path';
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65_535);

const settingsSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** A PostgreSQL server (postgres://user:pass@host:5432/db); without it, PGlite in DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Where PGlite keeps its files and where a generated secret is kept. */
  DATA_DIR: z.string().min(1).default('data'),
  /**
   * Signs access tokens and keys the hashes of tag codes, signing links and media keys. At least
   * 32 characters; required with DATABASE_URL (every instance must share it). With PGlite and
   * none given, one is generated into DATA_DIR on the first start.
   */
  SERVER_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Which proxies' X-Forwarded-For to believe: 'false' (none: the connection's address is the
   * caller), or a comma-separated list of the proxies' addresses or CIDR ranges ('loopback' for
   * a proxy on this host). The caller is then the right-most address not of a trusted proxy.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => {
      const text = value.trim();
      if (text === 'false' || text === '') return false as const;
      const list = text.split(',').map((entry) => entry.trim());
      const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
      if (list.some((entry) => !named.has(entry) && !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry))) {
        context.addIssue({
          code: 'custom',
          message: "must be 'false' or a list of proxy addresses or CIDR ranges (or 'loopback')",
        });
        return z.NEVER;
      }
      return list;
    }),
  /** The built portal to serve beside the API; '' serves the API alone. */
  PORTAL_DIR: z.string().default(path.resolve(import.meta.dirname, '../../portal/dist')),
  /** Seed the sample data and the demo accounts into an empty database at start. */
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  /** The sample's size for that seed: 1 (75 sites), 100, 1000 (75,000 sites). */
  SEED_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How long a clean shutdown waits for requests in flight, in ms. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
});

export type Settings = z.infer<typeof settingsSchema>;

export class SettingsError extends Error {}

/** The settings from an environment; throws SettingsError listing every bad variable. */
export function readSettings(env: Record<string, string | undefined> = process.env): Settings {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `- ${issue.path.join('.') || 'settings'}: ${issue.message}`,
    );
    throw new SettingsError(`The server's settings are not valid:\n${lines.join('\n')}`);
  }
  const settings = parsed.data;
  if (settings.DATABASE_URL && !settings.SERVER_SECRET) {
    throw new SettingsError(
      "The server's settings are not valid:\n- SERVER_SECRET: required with DATABASE_URL (every instance must share one; at least 32 characters)",
    );
  }
  return settings;
}
