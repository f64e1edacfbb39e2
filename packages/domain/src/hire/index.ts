export * from './calendar';
export * from './charge';
export * from './days';
export * from './messages';
export * from './note-checks';
export * from './terms';
export * from './weeks';
