import { VehicleRoutes } from '@parking/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../client';
import { driverKeys } from './plate-count';

/** The driver's bound plates, the default first: what a purchase for a car starts from (plate-kit/plate-picker). */
export const boundPlatesQuery = () =>
  queryOptions({
    queryKey: driverKeys.plates,
    queryFn: ({ signal }) => api.call(VehicleRoutes.plates, { signal }),
  });
