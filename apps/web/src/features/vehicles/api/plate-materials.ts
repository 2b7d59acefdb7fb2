import { VehicleRoutes, type PlateMaterialEdit, type PlateMaterialSubmit } from '@parking/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { driverKeys } from '../../../api/driver/plate-count';
import { vehicleKeys } from './keys';

/** The driver's certifications of one plate, newest first. */
export const materialsOfPlateQuery = (plateNo: string, plateColor: 2 | null) =>
  queryOptions({
    queryKey: vehicleKeys.materialsOf(plateNo, plateColor),
    queryFn: ({ signal }) =>
      api.call(VehicleRoutes.plateMaterials, { query: { plateNo, plateColor: plateColor ?? '' }, signal }),
    staleTime: 0,
  });

export const materialQuery = (materialId: string) =>
  queryOptions({
    queryKey: vehicleKeys.material(materialId),
    queryFn: ({ signal }) => api.call(VehicleRoutes.plateMaterial, { params: { materialId }, signal }),
    staleTime: 0,
  });
export const useMaterial = (materialId: string) => useQuery(materialQuery(materialId));

/** The dealer's special groups a certification may ask for. */
export const groupsQuery = () =>
  queryOptions({
    queryKey: vehicleKeys.groups,
    queryFn: ({ signal }) => api.call(VehicleRoutes.plateMaterialGroups, { signal }),
    staleTime: 5 * 60_000,
  });

function useInvalidateMaterials() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: vehicleKeys.materials }),
      client.invalidateQueries({ queryKey: driverKeys.plates }),
    ]);
}

export function useSubmitMaterial() {
  const invalidate = useInvalidateMaterials();
  return useMutation({
    mutationFn: (body: PlateMaterialSubmit) => api.call(VehicleRoutes.submitPlateMaterial, { body }),
    onSuccess: invalidate,
  });
}

export function useEditMaterial(materialId: string) {
  const invalidate = useInvalidateMaterials();
  return useMutation({
    mutationFn: (body: PlateMaterialEdit) =>
      api.call(VehicleRoutes.resubmitPlateMaterial, { params: { materialId }, body }),
    onSuccess: invalidate,
  });
}
