export * from './zones';
export * from './format';
export * from './wall-clock';
export * from './calendar';
export * from './zone-clock';
