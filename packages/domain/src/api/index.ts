export * from './contract';
export * from './idempotency-codes';
export * from './media';
export * from './media-path';
export * from './problems';
export * from './rate-limits';
