export * from './dealers';
export * from './basic';
export * from './publicity';
export * from './operators';
export * from './security';
export * from './parks';
export * from './parking';
