// Zod-free: the vehicles' operations as the landing pages and the request layer see them (types only).
import { route } from '../operation';
import type { PlateHistory, PlateHistoryDeleteQuery } from './history';
import type * as Materials from './materials';
import type { BindPlateRequest, DeductionOrderUpdate, DriverPlate, DriverPlateList, PlateCount } from './plates';

/** The driver's vehicles (spec section 7 where it names the calls, its style otherwise) and their review. */
export const VehicleRoutes = {
  /** The driver's bound plates: the default plate first, then by binding time. */
  plates: route('GET', '/driver/v2/api/plates').io<{ response: DriverPlateList }>(),
  /** Bind a plate; the number is validated and normalised with its colour flag. */
  bindPlate: route('POST', '/driver/v2/api/plates').io<{ body: BindPlateRequest; response: DriverPlate }>(),
  plate: route('GET', '/driver/v2/api/plates/:plateId').io<{ response: DriverPlate }>(),
  unbindPlate: route('DELETE', '/driver/v2/api/plates/:plateId'),
  setDefaultPlate: route('PUT', '/driver/v2/api/plates/:plateId/default').io<{ response: DriverPlate }>(),
  /** The order fees are taken in when the plate's car leaves (/orderDeduction). */
  setDeductionOrder: route('PUT', '/driver/v2/api/plates/:plateId/deductionOrder').io<{
    body: DeductionOrderUpdate;
    response: DriverPlate;
  }>(),
  /** How many plates the driver has bound (spec section 7). */
  plateCount: route('GET', '/driver/v2/api/plateCount').io<{ response: PlateCount }>(),
  /** Searched plates of the driver or of the device, newest first (spec section 7). */
  plateHistory: route('GET', '/charge/v2/api/plateHistory/record', { deviceKey: true }).io<{
    response: PlateHistory;
  }>(),
  /** Forgets one searched plate. */
  deletePlateHistory: route('DELETE', '/charge/v2/api/plateHistory/record', { deviceKey: true }).io<{
    query: PlateHistoryDeleteQuery;
  }>(),
  /** The driver's certification materials, of one plate when given, newest first. */
  plateMaterials: route('GET', '/driver/v2/api/plateMaterials').io<{
    query: Materials.PlateMaterialListQuery;
    response: Materials.PlateMaterialList;
  }>(),
  /** Certify a plate (ownership of a disputed plate, or a special group). */
  submitPlateMaterial: route('POST', '/driver/v2/api/plateMaterials').io<{
    body: Materials.PlateMaterialSubmit;
    response: Materials.PlateMaterial;
  }>(),
  /** The dealer's driver groups a special-group certification may ask for. */
  plateMaterialGroups: route('GET', '/driver/v2/api/plateMaterials/groups').io<{
    response: Materials.CertifiableGroups;
  }>(),
  plateMaterial: route('GET', '/driver/v2/api/plateMaterials/:materialId').io<{ response: Materials.PlateMaterial }>(),
  /** Edit and resubmit (the plate and purpose stay). */
  resubmitPlateMaterial: route('PUT', '/driver/v2/api/plateMaterials/:materialId').io<{
    body: Materials.PlateMaterialEdit;
    response: Materials.PlateMaterial;
  }>(),
  /** Operator console (reviewer or admin): the dealer's materials, oldest pending first. */
  reviewPlateMaterials: route('GET', '/operator/v1/plateMaterials').io<{
    query: Materials.OperatorPlateMaterialQuery;
    response: Materials.OperatorPlateMaterialPage;
  }>(),
  reviewPlateMaterial: route('GET', '/operator/v1/plateMaterials/:materialId').io<{
    response: Materials.OperatorPlateMaterial;
  }>(),
  approvePlateMaterial: route('POST', '/operator/v1/plateMaterials/:materialId/approve').io<{
    response: Materials.OperatorPlateMaterial;
  }>(),
  /** A reason the driver will read; `disable` closes the material. */
  rejectPlateMaterial: route('POST', '/operator/v1/plateMaterials/:materialId/reject').io<{
    body: Materials.PlateMaterialReject;
    response: Materials.OperatorPlateMaterial;
  }>(),
};
