export * from './notice-types';
export * from './rich-text';
export * from './advertisings';
export * from './news';
export * from './notices';
export * from './operator-content';
export * from './routes';
export * from './operations';
