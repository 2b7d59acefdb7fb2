export * from './session';
export * from './device';
export * from './lookup-constants';
export * from './lookup';
export * from './orders';
export * from './appeals';
export * from './evaluations';
