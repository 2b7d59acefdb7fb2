import { operations } from '../operation-schemas';
import { ReportDevRoutes, ReportRoutes } from './routes';
import * as S from './schemas';
import { z } from 'zod';

export const ReportOps = operations(ReportRoutes, {
  revenueReport: { query: S.RevenueQuery, response: S.RevenueReport },
  revenueExport: { query: S.ExportQuery },
  occupancyReport: { query: S.OccupancyQuery, response: S.OccupancyReport },
  reconciliationDays: { query: S.ReconciliationDaysQuery, response: z.array(S.ReconciliationDay) },
  reconciliationDifferences: { query: S.DifferencesQuery, response: S.DifferenceList },
  resolveDifference: { params: S.DifferenceParams, body: S.ResolveDifference, response: S.ReconciliationDifference },
  runReconciliation: { body: S.ReconcileRun, response: S.ReconcileRunResult },
});

export const ReportDevOps = operations(ReportDevRoutes, {
  sandboxBillDiscrepancy: { body: S.SandboxBillDiscrepancy, response: z.object({ orderNo: z.string() }) },
});
