export * from './follows';
export * from './routes';
export * from './operations';
