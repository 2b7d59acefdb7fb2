export * from './constants';
export * from './plans';
export * from './operator';
export * from './routes';
export * from './operator-routes';
export * from './operations';
