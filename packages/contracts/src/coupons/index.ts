export * from './constants';
export * from './coupons';
export * from './routes';
export * from './operator-routes';
export * from './operations';
