import { operations } from '../operation-schemas';
import { AuditRoutes } from './routes';
import { AuditFilter, AuditPage, AuditQuery } from './schemas';

export const AuditOps = operations(AuditRoutes, {
  auditEntries: { query: AuditQuery, response: AuditPage },
  auditExport: { query: AuditFilter },
});
