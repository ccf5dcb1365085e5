export * from './entity';
export * from './props';
export * from './player';
export * from './stats';
