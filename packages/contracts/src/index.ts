export * from './envelope';
export * from './errors';
export * from './request';
export * from './basic';
