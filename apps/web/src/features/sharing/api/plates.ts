import { VehicleRoutes } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

/**
 * The driver's bound plates: the only plates a share's plate can change to. In its own file so the vehicles'
 * schemas load with the detail screen only, not with every sharing screen.
 */
export const useBoundPlates = (enabled: boolean) =>
  useQuery({
    queryKey: ['sharing', 'plates'] as const,
    queryFn: ({ signal }) => api.call(VehicleRoutes.plates, { signal }),
    enabled,
  });
