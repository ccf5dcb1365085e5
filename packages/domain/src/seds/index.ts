export * from './analysis';
export * from './url';
