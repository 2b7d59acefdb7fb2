export * from './constants';
export * from './park';
export * from './nearby';
export * from './collect-parks';
export * from './routes';
export * from './operations';
