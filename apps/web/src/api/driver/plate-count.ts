import { VehicleRoutes } from '@parking/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../client';

/** Query keys of the driver's own data; dropped with the whole cache when the dealer changes. */
export const driverKeys = {
  all: ['driver'] as const,
  plateCount: ['driver', 'plateCount'] as const,
  /** The driver's bound plates; one plate's key extends it (features/vehicles/api/keys.ts). */
  plates: ['driver', 'plates'] as const,
};

/**
 * How many plates the logged-in driver has bound (spec section 7); the home page shows the add-vehicle prompt at 0
 * (spec section 4). Quiet: the prompt is a hint, a failure only hides it.
 */
export const plateCountQuery = () =>
  queryOptions({
    queryKey: driverKeys.plateCount,
    queryFn: ({ signal }) => api.call(VehicleRoutes.plateCount, { signal, quiet: true }),
    staleTime: 0,
  });
