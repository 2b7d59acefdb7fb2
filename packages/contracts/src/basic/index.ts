export * from './constants';
export * from './menu';
export * from './offers';
export * from './app-info';
export * from './jsapi-signs';
export * from './first-screen';
