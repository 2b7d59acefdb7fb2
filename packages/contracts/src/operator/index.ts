export * from './session';
export * from './accounts';
export * from './content';
export * from './routes';
export * from './operations';
