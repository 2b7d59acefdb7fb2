export * from './constants';
export * from './tickets';
export * from './operator';
export * from './routes';
export * from './operator-routes';
export * from './operations';
export * from './desk';
