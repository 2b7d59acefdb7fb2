// Zod-free: the vehicles' operations as the landing pages and the request layer see them (types only).
import { routes } from '../operation';
import type { PlateHistory, PlateHistoryDeleteQuery } from './history';
import type * as Materials from './materials';
import type { BindPlateRequest, DeductionOrderUpdate, DriverPlate, DriverPlateList, PlateCount } from './plates';

/** The driver's vehicles (spec section 7 where it names the calls, its style otherwise) and their review. */
export const VehicleRoutes = routes<VehicleIo>()({
  plates: 'GET /driver/v2/api/plates',
  bindPlate: 'POST /driver/v2/api/plates',
  plate: 'GET /driver/v2/api/plates/:plateId',
  unbindPlate: 'DELETE /driver/v2/api/plates/:plateId',
  setDefaultPlate: 'PUT /driver/v2/api/plates/:plateId/default',
  setDeductionOrder: 'PUT /driver/v2/api/plates/:plateId/deductionOrder',
  plateCount: 'GET /driver/v2/api/plateCount',
  plateHistory: ['GET /charge/v2/api/plateHistory/record', { deviceKey: true }],
  deletePlateHistory: ['DELETE /charge/v2/api/plateHistory/record', { deviceKey: true }],
  plateMaterials: 'GET /driver/v2/api/plateMaterials',
  submitPlateMaterial: 'POST /driver/v2/api/plateMaterials',
  plateMaterialGroups: 'GET /driver/v2/api/plateMaterials/groups',
  plateMaterial: 'GET /driver/v2/api/plateMaterials/:materialId',
  resubmitPlateMaterial: 'PUT /driver/v2/api/plateMaterials/:materialId',
  reviewPlateMaterials: 'GET /operator/v1/plateMaterials',
  reviewPlateMaterial: 'GET /operator/v1/plateMaterials/:materialId',
  approvePlateMaterial: 'POST /operator/v1/plateMaterials/:materialId/approve',
  rejectPlateMaterial: 'POST /operator/v1/plateMaterials/:materialId/reject',
});

/** What each of VehicleRoutes' operations takes and answers. */
interface VehicleIo {
  /** The driver's bound plates: the default plate first, then by binding time. */
  plates: { response: DriverPlateList };
  /** Bind a plate; the number is validated and normalised with its colour flag. */
  bindPlate: { body: BindPlateRequest; response: DriverPlate };
  plate: { response: DriverPlate };
  unbindPlate: Record<never, never>;
  setDefaultPlate: { response: DriverPlate };
  /** The order fees are taken in when the plate's car leaves (/orderDeduction). */
  setDeductionOrder: { body: DeductionOrderUpdate; response: DriverPlate };
  /** How many plates the driver has bound (spec section 7). */
  plateCount: { response: PlateCount };
  /** Searched plates of the driver or of the device, newest first (spec section 7). */
  plateHistory: { response: PlateHistory };
  /** Forgets one searched plate. */
  deletePlateHistory: { query: PlateHistoryDeleteQuery };
  /** The driver's certification materials, of one plate when given, newest first. */
  plateMaterials: { query: Materials.PlateMaterialListQuery; response: Materials.PlateMaterialList };
  /** Certify a plate (ownership of a disputed plate, or a special group). */
  submitPlateMaterial: { body: Materials.PlateMaterialSubmit; response: Materials.PlateMaterial };
  /** The dealer's driver groups a special-group certification may ask for. */
  plateMaterialGroups: { response: Materials.CertifiableGroups };
  plateMaterial: { response: Materials.PlateMaterial };
  /** Edit and resubmit (the plate and purpose stay). */
  resubmitPlateMaterial: { body: Materials.PlateMaterialEdit; response: Materials.PlateMaterial };
  /** Operator console (reviewer or admin): the dealer's materials, oldest pending first. */
  reviewPlateMaterials: { query: Materials.OperatorPlateMaterialQuery; response: Materials.OperatorPlateMaterialPage };
  reviewPlateMaterial: { response: Materials.OperatorPlateMaterial };
  approvePlateMaterial: { response: Materials.OperatorPlateMaterial };
  /** A reason the driver will read; `disable` closes the material. */
  rejectPlateMaterial: { body: Materials.PlateMaterialReject; response: Materials.OperatorPlateMaterial };
}
