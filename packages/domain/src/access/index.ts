export * from './vocabulary';
export * from './schemas';
export * from './evaluate';
export * from './decide';
export * from './preview';
