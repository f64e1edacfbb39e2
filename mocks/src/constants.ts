import type { Id, Role } from '@scaffold/domain';

/**
 * "Now" of the seeded data in Storybook and tests: every relative date (overdue sites, next
 * inspections, pending start dates) is placed around it, so pictures and assertions are stable.
 */
export const MOCK_NOW = '2026-11-20T09:00:00.000Z';

/** The seed of customer 1's sample data. */
export const MOCK_SEED = 20_261_120;
/** The seed of customer 2's small separate data set. */
export const MOCK_OTHER_SEED = 4_242;

/** `?mockScale=10` seeds the demo with 10 times the sample data, for the tab (the benchmarks). */
export const DEMO_SCALE_PARAM = 'mockScale';
/** Where the tab keeps that scale (sessionStorage), through navigation and reloads. */
export const DEMO_SCALE_SESSION_KEY = 'scaffold-mock:scale';
/** The largest scale the demo seeds in a browser. */
export const DEMO_SCALE_MAX = 100;

/** Every demo account's password (PRODUCT.md "Demo accounts"). */
export const DEMO_PASSWORD = 'scaffold123';

export interface DemoAccount {
  email: string;
  role: Role;
  customer_id: Id;
  first_name: string;
  last_name: string;
}

export const DEMO_ACCOUNTS = {
  admin: {
    email: 'admin@demo.scaffold.test',
    role: 'admin',
    customer_id: 1,
    first_name: 'Alex',
    last_name: 'Morgan',
  },
  manager: {
    email: 'manager@demo.scaffold.test',
    role: 'manager',
    customer_id: 1,
    first_name: 'Priya',
    last_name: 'Shah',
  },
  staff: {
    email: 'staff@demo.scaffold.test',
    role: 'staff',
    customer_id: 1,
    first_name: 'Tom',
    last_name: 'Hughes',
  },
  otherAdmin: {
    email: 'owner@other.scaffold.test',
    role: 'admin',
    customer_id: 2,
    first_name: 'Gareth',
    last_name: 'Evans',
  },
} as const satisfies Record<string, DemoAccount>;

export const MOCK_CUSTOMERS = {
  demo: { id: 1, name: 'Summit Scaffolding Ltd' },
  other: { id: 2, name: 'Pennine Access Scaffolding Ltd' },
} as const;

/** Customer 2's ids start above this, so the two data sets never share an id. */
export const OTHER_CUSTOMER_ID_BASE = 1_000_000;

/** Records the mock creates at run time (inspections, allocations, items…) get ids above this. */
export const RUNTIME_ID_BASE = 2_000_000;

export const DEFAULT_TOKEN_LIFETIMES = {
  /** Access tokens are short-lived so the refresh path is exercised for real. */
  accessMs: 5 * 60_000,
  refreshMs: 24 * 60 * 60_000,
} as const;

/**
 * A refresh token is rotated on each use; the one replaced still answers, with the same new
 * pair, this long after: a second tab that sent it at the same moment is not logged out.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;
