export { authStateFromLogin, displayName, hasRole, type RoleFlags, roleFlags } from './auth';
