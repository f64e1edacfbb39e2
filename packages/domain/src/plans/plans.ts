import { type Plan, planSchema } from '../schemas';

export const PLAN_IDS = ['basic', 'professional', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** Free trial on every plan, no credit card (PRODUCT.md "Plans"). */
export const FREE_TRIAL_DAYS = 14;

/** PRODUCT.md "Plans", monthly prices in pounds; null limits are unlimited. Parsed at load. */
export const PLANS: readonly (Plan & { id: PlanId })[] = planSchema.array().parse([
  {
    id: 'basic',
    name: 'Basic',
    price: 99,
    billingCycle: 'monthly',
    features: [
      'Up to 5 users',
      'Up to 10 projects',
      'Up to 1,000 inventory items',
      'Site and stock management',
      'Safety inspections',
      'Email support',
    ],
    maxUsers: 5,
    maxProjects: 10,
    maxInventoryItems: 1000,
  },
  {
    id: 'professional',
    name: 'Professional',
    price: 199,
    billingCycle: 'monthly',
    features: [
      'Up to 15 users',
      'Up to 50 projects',
      'Up to 5,000 inventory items',
      'Everything in Basic',
      'Tonnage and financial overviews',
      'Priority support',
    ],
    maxUsers: 15,
    maxProjects: 50,
    maxInventoryItems: 5000,
    mostPopular: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: 499,
    billingCycle: 'monthly',
    features: [
      'Unlimited users',
      'Unlimited projects',
      'Unlimited inventory items',
      'Everything in Professional',
      'Dedicated account manager',
    ],
    maxUsers: null,
    maxProjects: null,
    maxInventoryItems: null,
  },
]) as (Plan & { id: PlanId })[];

/** The badge of the Professional plan (PRODUCT.md "Plans"). */
export const MOST_POPULAR_LABEL = 'Most Popular';

export const isPlanId = (value: unknown): value is PlanId =>
  typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);

export const planById = (id: string | null | undefined): Plan | undefined =>
  PLANS.find((plan) => plan.id === id);

/** A plan limit for display: 'Unlimited' for null, else the en-GB number ('1,000'). */
export function planLimitLabel(limit: number | null): string {
  return limit === null ? 'Unlimited' : limit.toLocaleString('en-GB');
}
