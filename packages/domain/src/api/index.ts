export * from './contract';
export * from './media';
export * from './problems';
export * from './rate-limits';
