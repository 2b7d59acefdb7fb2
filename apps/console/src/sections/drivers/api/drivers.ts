import { DriverDeskOps, type DriverSearchQuery } from '@parking/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';

export const driversKey = ['drivers'] as const;
export const driversQuery = (query: DriverSearchQuery) =>
  queryOptions({
    queryKey: [...driversKey, 'search', query],
    queryFn: () => api.call(DriverDeskOps.searchDrivers, { query }),
  });
export const deletedQuery = (query: { pageNo: number; pageSize: number }) =>
  queryOptions({
    queryKey: [...driversKey, 'deleted', query],
    queryFn: () => api.call(DriverDeskOps.deletedDrivers, { query }),
  });
export const driverQuery = (driverId: string) =>
  queryOptions({
    queryKey: [...driversKey, 'detail', driverId],
    queryFn: () => api.call(DriverDeskOps.driverDetail, { params: { driverId } }),
  });
export const revealDriver = (driverId: string, reason: string) =>
  api.call(DriverDeskOps.revealDriver, { params: { driverId }, body: { reason } });
export const setDisabled = (driverId: string, disabled: boolean, reason: string) =>
  api.call(DriverDeskOps.disableDriver, { params: { driverId }, body: { disabled, reason } });
