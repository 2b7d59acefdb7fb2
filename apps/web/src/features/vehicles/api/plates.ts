import {
  DriverPlate,
  DriverPlateList,
  ErrorCode,
  VehiclePaths,
  plateDeductionOrderPath,
  plateDefaultPath,
  platePath,
  type DeductionOrder,
  type PlateColor,
} from '@parking/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { driverKeys } from '../../../api/driver/plate-count';
import { vehicleKeys } from './keys';

/** The driver's bound plates, the default first (GET /driver/v2/api/plates). */
export const platesQuery = () =>
  queryOptions({
    queryKey: vehicleKeys.plates,
    queryFn: ({ signal }) => api.get(VehiclePaths.PLATES, DriverPlateList, undefined, { signal }),
    staleTime: 0,
  });
export const usePlates = () => useQuery(platesQuery());

/** One of the driver's plates (/plateDetail, /orderDeduction). */
export const plateQuery = (plateId: string) =>
  queryOptions({
    queryKey: vehicleKeys.plate(plateId),
    queryFn: ({ signal }) => api.get(platePath(plateId), DriverPlate, undefined, { signal }),
    staleTime: 0,
  });
export const usePlate = (plateId: string) => useQuery(plateQuery(plateId));

/** After any change of bindings: the lists, the count and the plates' details are stale. */
function useInvalidatePlates() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: vehicleKeys.plates }),
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
      api.request(VehiclePaths.PLATES, {
        method: 'POST',
        body: { plateNo: plate.plateNo, plateColor: plate.plateColor ?? '' },
        schema: DriverPlate,
        handledCodes: [ErrorCode.PLATE_BOUND_BY_OTHER],
      }),
    onSuccess: invalidate,
  });
}

export function useUnbindPlate() {
  const invalidate = useInvalidatePlates();
  return useMutation({
    mutationFn: (plateId: string) => api.delete(platePath(plateId)),
    onSuccess: invalidate,
  });
}

export function useSetDefaultPlate() {
  const invalidate = useInvalidatePlates();
  return useMutation({
    mutationFn: (plateId: string) => api.put(plateDefaultPath(plateId), undefined, DriverPlate),
    onSuccess: invalidate,
  });
}

export function useSetDeductionOrder(plateId: string) {
  const invalidate = useInvalidatePlates();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deductionOrder: DeductionOrder) =>
      api.put(plateDeductionOrderPath(plateId), { deductionOrder }, DriverPlate),
    onSuccess: async (plate) => {
      client.setQueryData(vehicleKeys.plate(plateId), plate);
      await invalidate();
    },
  });
}
