export * from './idempotency';
export * from './orders';
export * from './bills';
export * from './pay-model';
export * from './routes';
export * from './operations';
