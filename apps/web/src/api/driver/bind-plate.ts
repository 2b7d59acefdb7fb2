import { ErrorCode, VehicleRoutes, type PlateColor } from '@parking/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { driverKeys } from './plate-count';

/** After any change of bindings: the lists, the count and the plates' details are stale. */
export function useInvalidatePlates() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: driverKeys.plates }),
      client.invalidateQueries({ queryKey: driverKeys.plateCount }),
    ]);
}

/**
 * Binds a plate. PLATE_BOUND_BY_OTHER is the caller's to handle (it offers certification); every other failure is
 * told by the request layer.
 */
export function useBindPlate() {
  const invalidate = useInvalidatePlates();
  return useMutation({
    mutationFn: (plate: { plateNo: string; plateColor: PlateColor | undefined }) =>
      api.call(VehicleRoutes.bindPlate, {
        body: { plateNo: plate.plateNo, plateColor: plate.plateColor ?? '' },
        handledCodes: [ErrorCode.PLATE_BOUND_BY_OTHER],
      }),
    onSuccess: invalidate,
  });
}
