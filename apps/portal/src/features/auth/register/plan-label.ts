import { formatGBP, planById } from '@scaffold/domain';

/** 'Professional (£199 a month)' for a known plan id, null for none or an unknown one. */
export function planLabel(planId: string | null | undefined): string | null {
  const plan = planById(planId);
  if (!plan) return null;
  const cycle = plan.billingCycle === 'monthly' ? 'a month' : 'a year';
  return `${plan.name} (${formatGBP(plan.price)} ${cycle})`;
}
