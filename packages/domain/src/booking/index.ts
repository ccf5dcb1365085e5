export * from './window';
export * from './start-times';
export * from './input';
export * from './session-types';
export * from './quota';
export * from './booked';
export * from './offer';
export * from './notice';
