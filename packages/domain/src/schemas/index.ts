export * from './auth';
export * from './common';
export * from './customer';
export * from './inspection';
export * from './registration';
export * from './sample';
export * from './site';
export * from './stock';
