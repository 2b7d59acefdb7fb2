export * from './plate';
