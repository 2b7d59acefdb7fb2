export * from './picture-storage';
export { createLocalDiskStorage } from './local-disk';
