import type { AuthState, Preferences } from '@scaffold/domain';
import type { z } from 'zod';

/**
 * What checks the portal's stored entries. Its own module: the schemas' chunk
 * (stored-schemas.ts) and the storage atoms that load it (validated-storage.ts) both name it.
 */
export interface StoredSchemas {
  authState: z.ZodType<AuthState | null>;
  preferences: z.ZodType<Preferences>;
}
