import { operations } from '../operation-schemas';
import { PlateHistory, PlateHistoryDeleteQuery } from './history';
import * as Materials from './materials';
import * as Plates from './plates';
import { VehicleRoutes } from './routes';

const byPlate = { params: Plates.PlateIdParams };
const byMaterial = { params: Materials.PlateMaterialIdParams };

export const VehicleOps = operations(VehicleRoutes, {
  plates: { response: Plates.DriverPlateList },
  bindPlate: { body: Plates.BindPlateRequest, response: Plates.DriverPlate },
  plate: { ...byPlate, response: Plates.DriverPlate },
  unbindPlate: { ...byPlate },
  setDefaultPlate: { ...byPlate, response: Plates.DriverPlate },
  setDeductionOrder: { ...byPlate, body: Plates.DeductionOrderUpdate, response: Plates.DriverPlate },
  plateCount: { response: Plates.PlateCount },
  plateHistory: { response: PlateHistory },
  deletePlateHistory: { query: PlateHistoryDeleteQuery },
  plateMaterials: { query: Materials.PlateMaterialListQuery, response: Materials.PlateMaterialList },
  submitPlateMaterial: { body: Materials.PlateMaterialSubmit, response: Materials.PlateMaterial },
  plateMaterialGroups: { response: Materials.CertifiableGroups },
  plateMaterial: { ...byMaterial, response: Materials.PlateMaterial },
  resubmitPlateMaterial: { ...byMaterial, body: Materials.PlateMaterialEdit, response: Materials.PlateMaterial },
  reviewPlateMaterials: { query: Materials.OperatorPlateMaterialQuery, response: Materials.OperatorPlateMaterialPage },
  reviewPlateMaterial: { ...byMaterial, response: Materials.OperatorPlateMaterial },
  approvePlateMaterial: { ...byMaterial, response: Materials.OperatorPlateMaterial },
  rejectPlateMaterial: {
    ...byMaterial,
    body: Materials.PlateMaterialReject,
    response: Materials.OperatorPlateMaterial,
  },
});
