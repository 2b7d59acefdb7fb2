export * from './fields';
export * from './session';
export * from './auth';
export * from './account';
export * from './third-ids';
export * from './groups';
export * from './deletion';
export * from './dev';
