import { z } from 'zod';
import { page } from '../envelope';
import { DEDUCTION_ORDERS, PLATE_MATERIAL_STATUSES } from './constants';
import { PlateCategory, PlateColor } from './plate';
import { PlateWithColor } from './plate-schema';

const PLATE_CATEGORIES = Object.values(PlateCategory) as [PlateCategory, ...PlateCategory[]];

/** plateColor as the server answers it: 2 (yellow) or null (not flagged), the inverse of PlateColorParam. */
export const PlateColorOut = z.union([z.literal(PlateColor.YELLOW), z.null()]);
export type PlateColorOut = z.infer<typeof PlateColorOut>;

/** A plate id in a path: the uuid the server issued (anything else cannot be one of the driver's plates). */
export const PlateIdParams = z.object({ plateId: z.uuid({ error: '车辆不存在或已解绑' }) });
export type PlateIdParams = z.infer<typeof PlateIdParams>;

/** bindPlate: bind a plate; the number is validated and normalised with its colour flag. */
export const BindPlateRequest = PlateWithColor;
export type BindPlateRequest = z.input<typeof BindPlateRequest>;

/** One of the driver's bound plates (spec section 3, Plate: plateId, isDefault; with what the screens show). */
export const DriverPlate = z.object({
  plateId: z.string(),
  /** Normalised, e.g. 浙A12345. */
  plateNo: z.string(),
  /** As drivers read it, e.g. 浙A·12345. */
  formatPlateNo: z.string(),
  plateColor: PlateColorOut,
  category: z.enum(PLATE_CATEGORIES),
  isDefault: z.boolean(),
  /** ISO 8601. */
  boundAt: z.string(),
  deductionOrder: z.enum(DEDUCTION_ORDERS),
  /** The newest certification of this plate by the driver, if any (the detail page links to it). */
  material: z.object({ materialId: z.string(), status: z.enum(PLATE_MATERIAL_STATUSES) }).nullable(),
});
export type DriverPlate = z.infer<typeof DriverPlate>;

/** plates: the default plate first, then by binding time. */
export const DriverPlateList = page(DriverPlate);
export type DriverPlateList = z.infer<typeof DriverPlateList>;

/** plateCount (spec section 7). */
export const PlateCount = z.object({ count: z.number().int().min(0) });
export type PlateCount = z.infer<typeof PlateCount>;

/** setDeductionOrder (/orderDeduction). */
export const DeductionOrderUpdate = z.object({
  deductionOrder: z.enum(DEDUCTION_ORDERS, { error: '请选择扣费顺序' }),
});
export type DeductionOrderUpdate = z.infer<typeof DeductionOrderUpdate>;
