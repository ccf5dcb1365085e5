export * from './analysis';
export * from './url';
export * from './entity';
