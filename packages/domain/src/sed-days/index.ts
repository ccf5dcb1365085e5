export * from './sed-days';
