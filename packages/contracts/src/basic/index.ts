export * from './menu';
export * from './app-info';
