import { operations } from '../operation-schemas';
import { ReportDevRoutes, ReportRoutes } from './routes';
import {
  DifferenceList,
  DifferenceParams,
  DifferencesQuery,
  ExportQuery,
  OccupancyQuery,
  OccupancyReport,
  ReconcileRun,
  ReconcileRunResult,
  ReconciliationDay,
  ReconciliationDaysQuery,
  ReconciliationDifference,
  ResolveDifference,
  RevenueQuery,
  RevenueReport,
  SandboxBillDiscrepancy,
} from './schemas';
import { z } from 'zod';

export const ReportOps = operations(ReportRoutes, {
  revenueReport: { query: RevenueQuery, response: RevenueReport },
  revenueExport: { query: ExportQuery },
  occupancyReport: { query: OccupancyQuery, response: OccupancyReport },
  reconciliationDays: { query: ReconciliationDaysQuery, response: z.array(ReconciliationDay) },
  reconciliationDifferences: { query: DifferencesQuery, response: DifferenceList },
  resolveDifference: { params: DifferenceParams, body: ResolveDifference, response: ReconciliationDifference },
  runReconciliation: { body: ReconcileRun, response: ReconcileRunResult },
});

export const ReportDevOps = operations(ReportDevRoutes, {
  sandboxBillDiscrepancy: { body: SandboxBillDiscrepancy, response: z.object({ orderNo: z.string() }) },
});
