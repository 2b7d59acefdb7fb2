export * from './constants';
export * from './wallet';
