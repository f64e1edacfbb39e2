export { RATE_LIMITS } from '@scaffold/domain';
