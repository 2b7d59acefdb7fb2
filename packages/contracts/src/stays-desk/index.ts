export * from './schemas';
export * from './routes';
export * from './operations';
