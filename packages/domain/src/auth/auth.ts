import { type AuthState, authStateSchema, type LoginResponse, type Role } from '../schemas';

export interface RoleFlags {
  isAdmin: boolean;
  isManager: boolean;
  isStaff: boolean;
}

/** PRODUCT.md "Roles and data scope": the flags come from the role returned at login. */
export function roleFlags(role: Role): RoleFlags {
  return { isAdmin: role === 'admin', isManager: role === 'manager', isStaff: role === 'staff' };
}

/** The session kept after a successful login; customer data is filled in once fetched. */
export function authStateFromLogin(login: LoginResponse, email: string): AuthState {
  return authStateSchema.parse({
    access: login.access,
    refresh: login.refresh,
    customer_id: login.customer_id,
    role: login.role,
    email: email.trim(),
    ...roleFlags(login.role),
    first_name: login.first_name,
    last_name: login.last_name,
    customers: [],
    ...(login.user_id === undefined ? {} : { user_id: login.user_id }),
  });
}

/** 'First Last' for the top bar, falling back to the email. */
export function displayName(state: Pick<AuthState, 'first_name' | 'last_name' | 'email'>): string {
  const name = `${state.first_name} ${state.last_name}`.trim();
  return name || state.email;
}

/** Whether the session's role satisfies a route's required role (PRODUCT.md "Roles and data scope"). */
export function hasRole(state: Pick<AuthState, 'role'> | null, required?: Role): boolean {
  if (!state) return false;
  return required === undefined || state.role === required;
}

/** The position a report names its author by until they change it, from their portal role. */
export const REPORT_POSITIONS: Record<Role, string> = {
  admin: 'Administrator',
  manager: 'Manager',
  staff: 'Scaffold inspector',
};
