export * from './plate';
export * from './format';
