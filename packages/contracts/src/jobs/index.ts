export * from './dead-jobs';
export * from './routes';
export * from './operations';
