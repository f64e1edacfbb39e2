// Points where a test may step into the server's work, to observe states that last only an
// instant in production. Given only by tests (startServer's `testHooks`, passed on through the
// services); production never sets them, and an unset hook costs one `?.` check.
import type { EndpointName } from '@scaffold/domain';

export interface WriteClaim {
  userId: number;
  endpoint: EndpointName;
  key: string;
}

export interface TestHooks {
  /**
   * Called by an idempotent write once its Idempotency-Key is claimed (so that another request
   * with the same key from the same user now meets it running and is answered 409) and before
   * the write is done; the write goes on when the promise settles. The contract suite holds a
   * write here to see the 409 'in flight' answer. Call it where the claim is visible to other
   * requests and no database connection is held open for the write: on PGlite (one connection)
   * a hold inside the write's transaction would make every other request wait instead.
   */
  writeClaimed?(claim: WriteClaim): Promise<void>;
}
