export * from './session';
export * from './search';
export * from './labels';
export * from './series';
export * from './attendance';
