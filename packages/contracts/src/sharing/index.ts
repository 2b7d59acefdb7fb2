export * from './constants';
export * from './sharing';
export * from './routes';
export * from './operations';
