export * from './session';
export * from './content';
export * from './routes';
export * from './operations';
