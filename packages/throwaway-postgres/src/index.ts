export { postgresForThisProcess, type PostgresForThisProcess } from './postgres-for-this-process';
export { startThrowawayPostgres, type ThrowawayPostgres, type ThrowawayPostgresOptions } from './throwaway-postgres';
