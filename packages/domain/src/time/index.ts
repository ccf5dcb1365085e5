export * from './zones';
export * from './format';
export * from './wall-clock';
