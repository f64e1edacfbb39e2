import type {
  ComponentSystem,
  CustomerNode,
  Id,
  RegistrationDetails,
  RegistrationRequest,
  Role,
  StockMovement,
} from '@scaffold/domain';

/** A user of the mock API. The password is kept in clear: these are public demo accounts. */
export interface UserRecord {
  id: Id;
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  role: Role;
  customer_id: Id;
}

export interface TokenRecord {
  userId: Id;
  customerId: Id;
  /** issue order, across both kinds; scenarios compare against it */
  serial: number;
  issuedAtMs: number;
  expiresAtMs: number;
  revoked: boolean;
}

export type RegistrationRecord = RegistrationRequest & RegistrationDetails;

/**
 * The whole mock database. Plain JSON (it is saved to localStorage by the demo) and treated as
 * immutable: a mutation replaces the records it changes, so an answer being serialised never
 * sees a half-applied change.
 */
export interface DatabaseState {
  version: typeof DATABASE_VERSION;
  /** ISO date-time the seeded dates were placed around */
  referenceDate: string;
  scale: number;
  customers: CustomerNode[];
  users: UserRecord[];
  componentSystems: ComponentSystem[];
  registrations: RegistrationRecord[];
  passwordResets: { email: string; requested_at: string }[];
  tokens: { access: Record<string, TokenRecord>; refresh: Record<string, TokenRecord> };
  /**
   * The stock movement log, oldest first, each with the customer it belongs to. A move and its
   * records are committed in one step.
   */
  movements: MovementRecord[];
  /** First successful answers of writes, by 'userId:endpoint:Idempotency-Key' (oldest first). */
  idempotency?: Record<string, { status: number; body: string }>;
  /** last id handed out at run time, per kind */
  counters: {
    inspection: number;
    signature: number;
    allocation: number;
    inventoryItem: number;
    registration: number;
    token: number;
    movement: number;
  };
}

/** A movement as stored: the API's record plus its owner (never sent). */
export type MovementRecord = StockMovement & { customer_id: Id };

/**
 * Bump when DatabaseState changes shape, or when saved data of an older version is wrong: saved
 * demo data of another version is reseeded. v2: v1 held inspections later than the live clock.
 * v3: the stock movement log.
 */
export const DATABASE_VERSION = 3;
