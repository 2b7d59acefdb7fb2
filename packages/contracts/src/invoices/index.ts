export * from './constants';
export * from './invoices';
export * from './routes';
export * from './operations';
