import { ReportOps, type OccupancyQuery, type RevenueQuery } from '@parking/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';

export const revenueQuery = (query: RevenueQuery) =>
  queryOptions({
    queryKey: ['reports', 'revenue', query],
    queryFn: () => api.call(ReportOps.revenueReport, { query }),
    placeholderData: keepPreviousData,
  });

export const occupancyQuery = (query: OccupancyQuery) =>
  queryOptions({
    queryKey: ['reports', 'occupancy', query],
    queryFn: () => api.call(ReportOps.occupancyReport, { query }),
  });
