import { describe, expect, it } from 'vitest';
import { planSchema } from '../schemas';
import { FREE_TRIAL_DAYS, isPlanId, PLANS, planById, planLimitLabel } from './plans';

describe('PLANS', () => {
  it('holds the three monthly plans of PRODUCT.md "Plans"', () => {
    expect(
      PLANS.map(({ id, name, price, billingCycle, maxUsers, maxProjects, maxInventoryItems }) => [
        id,
        name,
        price,
        billingCycle,
        maxUsers,
        maxProjects,
        maxInventoryItems,
      ]),
    ).toEqual([
      ['basic', 'Basic', 99, 'monthly', 5, 10, 1000],
      ['professional', 'Professional', 199, 'monthly', 15, 50, 5000],
      ['enterprise', 'Enterprise', 499, 'monthly', null, null, null],
    ]);
  });
  it('marks only Professional as most popular, and every plan parses', () => {
    expect(PLANS.filter((plan) => plan.mostPopular).map((plan) => plan.id)).toEqual([
      'professional',
    ]);
    for (const plan of PLANS) {
      expect(planSchema.parse(plan)).toEqual(plan);
      expect(plan.features.length).toBeGreaterThan(0);
    }
  });
  it('has a 14-day free trial', () => {
    expect(FREE_TRIAL_DAYS).toBe(14);
  });
  it('finds plans by id and labels limits', () => {
    expect(planById('enterprise')?.price).toBe(499);
    expect(planById('gold')).toBeUndefined();
    expect(isPlanId('basic')).toBe(true);
    expect(isPlanId('gold')).toBe(false);
    expect(planLimitLabel(null)).toBe('Unlimited');
    expect(planLimitLabel(5000)).toBe('5,000');
  });
});
