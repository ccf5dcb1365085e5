export * from './weekdays';
export * from './hours';
export * from './schedule';
