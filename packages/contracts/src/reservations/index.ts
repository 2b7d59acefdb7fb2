export * from './constants';
export * from './bookings';
export * from './routes';
export * from './operations';
