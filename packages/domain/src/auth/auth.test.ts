import { describe, expect, it } from 'vitest';
import { authStateFromLogin, displayName, hasRole, roleFlags } from './auth';

describe('roleFlags', () => {
  it('sets exactly one flag per role', () => {
    expect(roleFlags('admin')).toEqual({ isAdmin: true, isManager: false, isStaff: false });
    expect(roleFlags('manager')).toEqual({ isAdmin: false, isManager: true, isStaff: false });
    expect(roleFlags('staff')).toEqual({ isAdmin: false, isManager: false, isStaff: true });
  });
});

describe('authStateFromLogin', () => {
  const login = {
    access: 'a',
    refresh: 'r',
    customer_id: 1,
    role: 'manager' as const,
    first_name: 'Mia',
    last_name: 'Hart',
  };
  it('builds the stored session with flags and no customer data yet', () => {
    expect(authStateFromLogin(login, ' manager@demo.scaffold.test ')).toEqual({
      ...login,
      email: 'manager@demo.scaffold.test',
      isAdmin: false,
      isManager: true,
      isStaff: false,
      customers: [],
    });
  });
  it('names the user, or falls back to the email', () => {
    const state = authStateFromLogin(login, 'm@x.test');
    expect(displayName(state)).toBe('Mia Hart');
    expect(displayName({ ...state, first_name: '', last_name: '' })).toBe('m@x.test');
  });
  it('checks a required role', () => {
    const state = authStateFromLogin(login, 'm@x.test');
    expect(hasRole(state)).toBe(true);
    expect(hasRole(state, 'admin')).toBe(false);
    expect(hasRole(state, 'manager')).toBe(true);
    expect(hasRole(null)).toBe(false);
  });
});
