// Zod-free: reports (报表) and reconciliation (对账) of the console's money desk (decision 093).
import { route } from '../operation';
import type {
  DifferenceList,
  DifferencesQuery,
  ExportQuery,
  OccupancyQuery,
  OccupancyReport,
  ReconcileRun,
  ReconcileRunResult,
  ReconciliationDay,
  ReconciliationDaysQuery,
  SandboxBillDiscrepancy,
  ReconciliationDifference,
  ResolveDifference,
  RevenueQuery,
  RevenueReport,
} from './schemas';

export const ReportRoutes = {
  /** Admins, finance, park managers (their parks): revenue by period × park × channel × kind, from the ledger. */
  revenueReport: route('GET', '/operator/v1/reports/revenue').io<{ query: RevenueQuery; response: RevenueReport }>(),
  /** The same operators: the ledger's movements of the range, one line each, streamed as XLSX or CSV. */
  revenueExport: route('GET', '/operator/v1/reports/revenue/export').io<{ query: ExportQuery }>(),
  /** Entries, exits and cars in the park per hour of a day, and the day's turnover. */
  occupancyReport: route('GET', '/operator/v1/reports/occupancy').io<{
    query: OccupancyQuery;
    response: OccupancyReport;
  }>(),
  /** Admins, finance: the reconciled days of a range and what is left open. */
  reconciliationDays: route('GET', '/operator/v1/reconciliation/days').io<{
    query: ReconciliationDaysQuery;
    response: ReconciliationDay[];
  }>(),
  /** Admins, finance: one day's differences with the providers' bills. */
  reconciliationDifferences: route('GET', '/operator/v1/reconciliation/differences').io<{
    query: DifferencesQuery;
    response: DifferenceList;
  }>(),
  /** Admins, finance: resolve one difference with a note (chase, refund, accept); refused once the day is closed. */
  resolveDifference: route('POST', '/operator/v1/reconciliation/differences/:differenceId/resolve').io<{
    body: ResolveDifference;
    response: ReconciliationDifference;
  }>(),
  /** Admins, finance: fetch the providers' bills of a day now and reconcile it (the daily job does yesterday). */
  runReconciliation: route('POST', '/operator/v1/reconciliation/runs').io<{
    body: ReconcileRun;
    response: ReconcileRunResult;
  }>(),
};

/** Demo only: plants a difference in the sandbox's bill (the end-to-end story of reconciliation). */
export const ReportDevRoutes = {
  sandboxBillDiscrepancy: route('POST', '/dev/v1/sandboxBill/discrepancy').io<{
    body: SandboxBillDiscrepancy;
    response: { orderNo: string };
  }>(),
};
