import { VehicleRoutes, type DeductionOrder } from '@parking/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useInvalidatePlates } from '../../../api/driver/bind-plate';
import { driverKeys } from '../../../api/driver/plate-count';
import { vehicleKeys } from './keys';
import { PLATES_CALL } from './vehicles-first-calls';

/** The driver's bound plates, the default first (GET plates). */
export const platesQuery = () =>
  queryOptions({
    queryKey: driverKeys.plates,
    queryFn: ({ signal }) => api.call(PLATES_CALL.route, { signal }),
    staleTime: 0,
  });
export const usePlates = () => useQuery(platesQuery());

/** One of the driver's plates (/plateDetail, /orderDeduction). */
export const plateQuery = (plateId: string) =>
  queryOptions({
    queryKey: vehicleKeys.plate(plateId),
    queryFn: ({ signal }) => api.call(VehicleRoutes.plate, { params: { plateId }, signal }),
    staleTime: 0,
  });
export const usePlate = (plateId: string) => useQuery(plateQuery(plateId));

export function useUnbindPlate() {
  const invalidate = useInvalidatePlates();
  return useMutation({
    mutationFn: (plateId: string) => api.call(VehicleRoutes.unbindPlate, { params: { plateId } }),
    onSuccess: invalidate,
  });
}

export function useSetDefaultPlate() {
  const invalidate = useInvalidatePlates();
  return useMutation({
    mutationFn: (plateId: string) => api.call(VehicleRoutes.setDefaultPlate, { params: { plateId } }),
    onSuccess: invalidate,
  });
}

export function useSetDeductionOrder(plateId: string) {
  const invalidate = useInvalidatePlates();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deductionOrder: DeductionOrder) =>
      api.call(VehicleRoutes.setDeductionOrder, { params: { plateId }, body: { deductionOrder } }),
    onSuccess: async (plate) => {
      client.setQueryData(vehicleKeys.plate(plateId), plate);
      await invalidate();
    },
  });
}
