export * from './entity';
export * from './input';
export * from './props';
export * from './player';
export * from './run';
export * from './stats';
export * from './format';
export * from './type-info';
