export * from './constants';
export * from './invoices';
export * from './self-invoice';
export * from './routes';
export * from './operations';
