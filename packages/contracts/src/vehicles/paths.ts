/**
 * Vehicles endpoint paths and the device-key rule, without zod: the first screen uses them (the home page's plate
 * count, the request layer's device key), so this module is kept small; texts and labels are in ./constants.ts.
 */

/** Paths of the vehicles endpoints, relative to API_BASE (spec section 7 where it names them, its style otherwise). */
export const VehiclePaths = {
  /** GET: the driver's bound plates; POST: bind one. */
  PLATES: '/driver/v2/api/plates',
  /** GET /driver/v2/api/plateCount: how many plates the driver has bound (spec section 7). */
  PLATE_COUNT: '/driver/v2/api/plateCount',
  /** GET: searched plates of the driver or device; DELETE ?recordId=: forget one (spec section 7). */
  PLATE_HISTORY: '/charge/v2/api/plateHistory/record',
  /** GET: the driver's certification materials; POST: submit one. */
  PLATE_MATERIALS: '/driver/v2/api/plateMaterials',
  /** GET: the dealer's driver groups a special-group certification may ask for. */
  PLATE_MATERIAL_GROUPS: '/driver/v2/api/plateMaterials/groups',
} as const;

/** One plate's own paths. */
export const platePath = (plateId: string): string => `${VehiclePaths.PLATES}/${encodeURIComponent(plateId)}`;
export const plateDefaultPath = (plateId: string): string => `${platePath(plateId)}/default`;
export const plateDeductionOrderPath = (plateId: string): string => `${platePath(plateId)}/deductionOrder`;
export const plateMaterialPath = (materialId: string): string =>
  `${VehiclePaths.PLATE_MATERIALS}/${encodeURIComponent(materialId)}`;

/** Operator console paths (under /api/operator/v1): review of certification materials. */
export const OperatorVehiclePaths = {
  PLATE_MATERIALS: '/operator/v1/plateMaterials',
} as const;

/** A device key (header x-device-key): 32 letters or digits, like a nonce. */
export const DEVICE_KEY_PATTERN = /^[0-9A-Za-z]{32}$/;

/** The only endpoints the app sends its device key to: those that record or read an anonymous plate history. */
export const DEVICE_KEY_PATHS: readonly string[] = [VehiclePaths.PLATE_HISTORY, '/charge/v2/api/plateLookup'];
