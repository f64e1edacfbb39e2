// drizzle-kit's settings: `npx drizzle-kit generate --config apps/server/drizzle.config.ts` writes
// the next numbered migration (SQL) from a change to src/db/schema.ts. Released migrations are
// never edited; a change is a new one.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema.ts',
  out: './apps/server/migrations',
  casing: 'snake_case',
});
