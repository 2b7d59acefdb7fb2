// Zod-free: the audit log of operators' writes (decision 082).
import type { Page } from '../envelope-core';
import { route } from '../operation';
import type { AuditEntry, AuditFilter, AuditQuery } from './schemas';

export const AuditRoutes = {
  /** Admins: the dealer's audit entries, newest first. */
  auditEntries: route('GET', '/operator/v1/audit').io<{ query: AuditQuery; response: Page<AuditEntry> }>(),
  /** Admins: the entries the filters select, as CSV (UTF-8 with BOM, for Excel), newest first. */
  auditExport: route('GET', '/operator/v1/audit/export').io<{ query: AuditFilter }>(),
};
