import { z } from 'zod';
import { idSchema } from './common';
import { customerNodeSchema } from './customer';

export const ROLES = ['admin', 'manager', 'staff'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const loginRequestSchema = z.object({ email: z.string(), password: z.string() });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  access: z.string().min(1),
  refresh: z.string().min(1),
  customer_id: idSchema,
  role: roleSchema,
  first_name: z.string(),
  last_name: z.string(),
  /**
   * The server's id of the user (ours; the base calls' login answer lacks it, PRODUCT.md "The base calls"). What the portal keeps
   * on a device is owned by it; without it the owner is a SHA-256 of customer and email, which a
   * changed email breaks (docs/DECISIONS.md "Owners by the server's user id").
   */
  user_id: idSchema.optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshRequestSchema = z.object({ refresh: z.string().min(1) });
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

/**
 * The base refresh call answers `{access}` (PRODUCT.md "The base calls"). A server that rotates refresh tokens (ours does) adds the
 * new `refresh`: the old one stops working, so the client keeps this one (docs/DECISIONS.md).
 */
export const refreshResponseSchema = z.object({
  access: z.string().min(1),
  refresh: z.string().min(1).optional(),
});
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

/**
 * The refresh token to revoke: it authenticates the call (no access token needed, so a logout
 * whose access token has expired still ends the session on the server).
 */
export const logoutRequestSchema = z.object({ refresh: z.string() });
export type LogoutRequest = z.infer<typeof logoutRequestSchema>;

/** The observed product read an `ok` flag; the shape is not documented, so every field is optional. */
export const logoutResponseSchema = z.object({ ok: z.boolean().optional() }).loose();
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

export const passwordResetRequestSchema = z.object({ email: z.string() });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** Same answer whether or not the email exists (DECISIONS.md). */
export const passwordResetResponseSchema = z.object({ detail: z.string() });
export type PasswordResetResponse = z.infer<typeof passwordResetResponseSchema>;

/** The answer of users: shape not shown in the spec; this is the one the mock serves. */
export const userSummarySchema = z.object({
  id: idSchema,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: roleSchema,
});
export const usersResponseSchema = z.object({ users: z.array(userSummarySchema) });
export type UserSummary = z.infer<typeof userSummarySchema>;
export type UsersResponse = z.infer<typeof usersResponseSchema>;

/**
 * What the portal keeps under `authState` (PRODUCT.md "Session state"): in sessionStorage, or in
 * localStorage when the user ticked 'Remember me' (`remember`: this device is theirs).
 */
export const authStateSchema = z.object({
  access: z.string().min(1),
  refresh: z.string().min(1),
  customer_id: idSchema,
  role: roleSchema,
  email: z.string(),
  isAdmin: z.boolean(),
  isManager: z.boolean(),
  isStaff: z.boolean(),
  first_name: z.string(),
  last_name: z.string(),
  customers: z.array(customerNodeSchema).default([]),
  remember: z.boolean().optional(),
  /** The server's id of the user, when its login answer gave one. */
  user_id: idSchema.optional(),
});
export type AuthState = z.infer<typeof authStateSchema>;
