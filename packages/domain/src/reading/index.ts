export * from './align';
export * from './entity';
export * from './words';
