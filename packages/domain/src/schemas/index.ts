// The API's wire shapes (zod): what is sent and read, the vocabulary they are made of and the
// bounds the contract checks. Every type comes from here (z.infer). What a user types, with its
// messages, is in forms/; the answers of the screens' reads are built in reads/.
export * from './auth';
export * from './capabilities';
export * from './common';
export * from './customer';
export * from './finance';
export * from './hire-notes';
export * from './hire-reads';
export * from './hire-statement';
export * from './inspection';
export * from './inspection-reads';
export * from './inventory-reads';
export * from './movement';
export * from './paging';
export * from './preferences';
export * from './registration';
export * from './sample';
export * from './scaffold';
export * from './site';
export * from './site-reads';
export * from './stock';
export * from './summaries';
