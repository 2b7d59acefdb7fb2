// Zod-free: the audit log of operators' writes (decision 082).
import type { Page } from '../envelope-core';
import { routes } from '../operation';
import type { AuditEntry, AuditFilter, AuditQuery } from './schemas';

export const AuditRoutes = routes<AuditIo>()({
  auditEntries: 'GET /operator/v1/audit',
  auditExport: 'GET /operator/v1/audit/export',
});

/** What each of AuditRoutes' operations takes and answers. */
interface AuditIo {
  /** Admins: the dealer's audit entries, newest first. */
  auditEntries: { query: AuditQuery; response: Page<AuditEntry> };
  /** Admins: the entries the filters select, as CSV (UTF-8 with BOM, for Excel), newest first. */
  auditExport: { query: AuditFilter };
}
