export * from './constants';
export * from './price';
export * from './station';
