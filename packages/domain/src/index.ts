export * from './dates';
export * from './format';
export * from './inspections';
export * from './messages';
export * from './schemas';
export * from './sites';
export * from './stock';
