import { authStateSchema, preferencesSchema } from '@scaffold/domain';
import type { StoredSchemas } from './stored-schema-types';

/** The zod schemas that check what the portal kept in storage; a chunk of their own (see
 * loadStoredSchemas), since zod is not needed by a first visit to / or /login. */
export const STORED_SCHEMAS: StoredSchemas = {
  authState: authStateSchema.nullable(),
  preferences: preferencesSchema,
};
