export * from './calendar';
export * from './charge';
export * from './days';
export * from './terms';
export * from './weeks';
