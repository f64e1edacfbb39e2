import type { PlanId } from '@scaffold/domain';

/** One line under each plan's name: who it is for, in a scaffolding firm's terms. */
export const PLAN_DESCRIPTIONS: Record<PlanId, string> = {
  basic: 'For a small firm and a handful of sites.',
  professional: 'For a growing firm running many sites at once.',
  enterprise: 'For contractors with several depots.',
};
