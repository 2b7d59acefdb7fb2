export * from './applications';
export * from './operator';
export * from './routes';
export * from './operations';
