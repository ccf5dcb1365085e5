export * from './display-range';
export * from './slot-draft';
