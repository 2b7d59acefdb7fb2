/** Query keys of the vehicles feature; every driver-scoped key starts with 'driver' (see api/driver/plate-count.ts). */
export const vehicleKeys = {
  plate: (plateId: string) => ['driver', 'plates', plateId] as const,
  materials: ['driver', 'plateMaterials'] as const,
  materialsOf: (plateNo: string, plateColor: number | null) =>
    ['driver', 'plateMaterials', 'of', plateNo, plateColor] as const,
  material: (materialId: string) => ['driver', 'plateMaterials', materialId] as const,
  groups: ['driver', 'plateMaterials', 'groups'] as const,
  /** Not under 'driver': an anonymous device has a history too. */
  history: ['vehicles', 'plateHistory'] as const,
};
