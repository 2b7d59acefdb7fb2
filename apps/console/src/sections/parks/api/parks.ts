import { ParkingOps, type OperatorParkSummary } from '@parking/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';

export type ParkSummary = OperatorParkSummary;

/** The parks the operator may see (a park manager: theirs): every section that picks a park reads this one entry. */
export const parksQuery = queryOptions({ queryKey: ['parks'], queryFn: () => api.call(ParkingOps.operatorParks) });

/** Parks as a select's options (their names shown); none while they are being read. */
export const parkOptions = (parks: readonly { parkId: string; parkName: string }[] = []) =>
  parks.map((p) => ({ value: p.parkId, label: p.parkName }));
