export * from './constants';
export * from './gold-rule';
export * from './rewards';
export * from './routes';
export * from './operator-routes';
export * from './operations';
