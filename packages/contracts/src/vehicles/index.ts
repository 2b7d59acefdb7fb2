export * from './plate';
export * from './format';
export * from './constants';
export * from './plates';
export * from './history';
export * from './materials';
