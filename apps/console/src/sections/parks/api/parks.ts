import { ParkingOps, type OperatorParkSummary } from '@parking/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';

export type ParkSummary = OperatorParkSummary;

export const parksQuery = queryOptions({ queryKey: ['parks'], queryFn: () => api.call(ParkingOps.operatorParks) });
