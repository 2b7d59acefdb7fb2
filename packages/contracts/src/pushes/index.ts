export * from './routes';
export * from './operations';
