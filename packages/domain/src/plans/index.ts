export {
  FREE_TRIAL_DAYS,
  isPlanId,
  MOST_POPULAR_LABEL,
  PLAN_IDS,
  PLANS,
  type PlanId,
  planById,
  planLimitLabel,
} from './plans';
