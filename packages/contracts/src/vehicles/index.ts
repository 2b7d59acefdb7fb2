export * from './plate';
export * from './plate-schema';
export * from './format';
export * from './paths';
export * from './constants';
export * from './plates';
export * from './history';
export * from './materials';
