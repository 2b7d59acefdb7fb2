export * from './constants';
export * from './price';
export * from './station';
export * from './routes';
export * from './operations';
