// Migrations: the numbered SQL files in apps/server/migrations (drizzle-kit's journal beside
// them), applied in order, each once, recorded in the database (drizzle.__drizzle_migrations).
// Run at every start and by `npm run migrate -w @scaffold/server`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { OpenDatabase, Schema } from './connect';

export const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../migrations',
);

export async function runMigrations(open: OpenDatabase, folder = MIGRATIONS_FOLDER): Promise<void> {
  const config = { migrationsFolder: folder };
  if (open.target.kind === 'pglite') {
    // Loaded only on PGlite, as connect.ts loads PGlite itself.
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(open.db as unknown as PgliteDatabase<Schema>, config);
  } else {
    await migratePg(open.db as unknown as NodePgDatabase<Schema>, config);
  }
}
