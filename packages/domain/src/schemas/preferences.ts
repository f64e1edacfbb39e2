import { z } from 'zod';

export const NAV_POSITIONS = ['top', 'side'] as const;
export const navPositionSchema = z.enum(NAV_POSITIONS);
export type NavPosition = z.infer<typeof navPositionSchema>;

/** Kept in localStorage: where the navigation sits, and the email remembered at sign-in. */
export const preferencesSchema = z.object({
  navPosition: navPositionSchema.default('top'),
  email: z.string().optional(),
});
export type Preferences = z.infer<typeof preferencesSchema>;
