export * from './constants';
export * from './bookings';
export * from './legacy';
export * from './user-centre';
export * from './gateways';
export * from './routes';
export * from './operations';
