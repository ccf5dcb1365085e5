export * from './entity';
export * from './video';
