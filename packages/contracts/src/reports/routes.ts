// Zod-free: reports (报表) and reconciliation (对账) of the console's money desk (decision 093).
import { routes } from '../operation';
import type * as S from './schemas';

export const ReportRoutes = routes<ReportIo>()({
  revenueReport: 'GET /operator/v1/reports/revenue',
  revenueExport: 'GET /operator/v1/reports/revenue/export',
  occupancyReport: 'GET /operator/v1/reports/occupancy',
  reconciliationDays: 'GET /operator/v1/reconciliation/days',
  reconciliationDifferences: 'GET /operator/v1/reconciliation/differences',
  resolveDifference: 'POST /operator/v1/reconciliation/differences/:differenceId/resolve',
  runReconciliation: 'POST /operator/v1/reconciliation/runs',
});

/** Demo only: plants a difference in the sandbox's bill (the end-to-end story of reconciliation). */
export const ReportDevRoutes = routes<ReportDevIo>()({
  sandboxBillDiscrepancy: 'POST /dev/v1/sandboxBill/discrepancy',
});

/** What each of ReportRoutes' operations takes and answers. */
interface ReportIo {
  /** Admins, finance, park managers (their parks): revenue by period × park × channel × kind, from the ledger. */
  revenueReport: { query: S.RevenueQuery; response: S.RevenueReport };
  /** The same operators: the ledger's movements of the range, one line each, streamed as XLSX or CSV. */
  revenueExport: { query: S.ExportQuery };
  /** Entries, exits and cars in the park per hour of a day, and the day's turnover. */
  occupancyReport: { query: S.OccupancyQuery; response: S.OccupancyReport };
  /** Admins, finance: the reconciled days of a range and what is left open. */
  reconciliationDays: { query: S.ReconciliationDaysQuery; response: S.ReconciliationDay[] };
  /** Admins, finance: one day's differences with the providers' bills. */
  reconciliationDifferences: { query: S.DifferencesQuery; response: S.DifferenceList };
  /** Admins, finance: resolve one difference with a note (chase, refund, accept); refused once the day is closed. */
  resolveDifference: { body: S.ResolveDifference; response: S.ReconciliationDifference };
  /** Admins, finance: fetch the providers' bills of a day now and reconcile it (the daily job does yesterday). */
  runReconciliation: { body: S.ReconcileRun; response: S.ReconcileRunResult };
}

/** What each of ReportDevRoutes' operations takes and answers. */
interface ReportDevIo {
  sandboxBillDiscrepancy: { body: S.SandboxBillDiscrepancy; response: { orderNo: string } };
}
