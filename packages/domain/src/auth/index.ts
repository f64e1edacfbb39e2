export {
  authStateFromLogin,
  displayName,
  hasRole,
  REPORT_POSITIONS,
  type RoleFlags,
  roleFlags,
} from './auth';
