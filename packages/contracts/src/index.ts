export * from './envelope';
export * from './errors';
