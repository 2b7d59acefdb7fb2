export * from './constants';
export * from './wallet';
export * from './routes';
export * from './operations';
