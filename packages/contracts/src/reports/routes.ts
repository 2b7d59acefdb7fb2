// Zod-free: reports (报表) and reconciliation (对账) of the console's money desk (decision 093).
import { route } from '../operation';
import type * as S from './schemas';

export const ReportRoutes = {
  /** Admins, finance, park managers (their parks): revenue by period × park × channel × kind, from the ledger. */
  revenueReport: route('GET', '/operator/v1/reports/revenue').io<{
    query: S.RevenueQuery;
    response: S.RevenueReport;
  }>(),
  /** The same operators: the ledger's movements of the range, one line each, streamed as XLSX or CSV. */
  revenueExport: route('GET', '/operator/v1/reports/revenue/export').io<{ query: S.ExportQuery }>(),
  /** Entries, exits and cars in the park per hour of a day, and the day's turnover. */
  occupancyReport: route('GET', '/operator/v1/reports/occupancy').io<{
    query: S.OccupancyQuery;
    response: S.OccupancyReport;
  }>(),
  /** Admins, finance: the reconciled days of a range and what is left open. */
  reconciliationDays: route('GET', '/operator/v1/reconciliation/days').io<{
    query: S.ReconciliationDaysQuery;
    response: S.ReconciliationDay[];
  }>(),
  /** Admins, finance: one day's differences with the providers' bills. */
  reconciliationDifferences: route('GET', '/operator/v1/reconciliation/differences').io<{
    query: S.DifferencesQuery;
    response: S.DifferenceList;
  }>(),
  /** Admins, finance: resolve one difference with a note (chase, refund, accept); refused once the day is closed. */
  resolveDifference: route('POST', '/operator/v1/reconciliation/differences/:differenceId/resolve').io<{
    body: S.ResolveDifference;
    response: S.ReconciliationDifference;
  }>(),
  /** Admins, finance: fetch the providers' bills of a day now and reconcile it (the daily job does yesterday). */
  runReconciliation: route('POST', '/operator/v1/reconciliation/runs').io<{
    body: S.ReconcileRun;
    response: S.ReconcileRunResult;
  }>(),
};

/** Demo only: plants a difference in the sandbox's bill (the end-to-end story of reconciliation). */
export const ReportDevRoutes = {
  sandboxBillDiscrepancy: route('POST', '/dev/v1/sandboxBill/discrepancy').io<{
    body: S.SandboxBillDiscrepancy;
    response: { orderNo: string };
  }>(),
};
