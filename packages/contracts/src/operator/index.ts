export * from './session';
export * from './content';
