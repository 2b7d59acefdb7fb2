export * from './paths';
export * from './orders';
export * from './bills';
export * from './pay-model';
