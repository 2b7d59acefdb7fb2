import { operations } from '../operation-schemas';
import { PlateHistory, PlateHistoryDeleteQuery } from './history';
import * as Materials from './materials';
import * as Plates from './plates';
import { VehicleRoutes } from './routes';

export const VehicleOps = operations(VehicleRoutes, {
  plates: { response: Plates.DriverPlateList },
  bindPlate: { body: Plates.BindPlateRequest, response: Plates.DriverPlate },
  plate: { params: Plates.PlateIdParams, response: Plates.DriverPlate },
  unbindPlate: { params: Plates.PlateIdParams },
  setDefaultPlate: { params: Plates.PlateIdParams, response: Plates.DriverPlate },
  setDeductionOrder: { params: Plates.PlateIdParams, body: Plates.DeductionOrderUpdate, response: Plates.DriverPlate },
  plateCount: { response: Plates.PlateCount },
  plateHistory: { response: PlateHistory },
  deletePlateHistory: { query: PlateHistoryDeleteQuery },
  plateMaterials: { query: Materials.PlateMaterialListQuery, response: Materials.PlateMaterialList },
  submitPlateMaterial: { body: Materials.PlateMaterialSubmit, response: Materials.PlateMaterial },
  plateMaterialGroups: { response: Materials.CertifiableGroups },
  plateMaterial: { params: Materials.PlateMaterialIdParams, response: Materials.PlateMaterial },
  resubmitPlateMaterial: {
    params: Materials.PlateMaterialIdParams,
    body: Materials.PlateMaterialEdit,
    response: Materials.PlateMaterial,
  },
  reviewPlateMaterials: { query: Materials.OperatorPlateMaterialQuery, response: Materials.OperatorPlateMaterialPage },
  reviewPlateMaterial: { params: Materials.PlateMaterialIdParams, response: Materials.OperatorPlateMaterial },
  approvePlateMaterial: { params: Materials.PlateMaterialIdParams, response: Materials.OperatorPlateMaterial },
  rejectPlateMaterial: {
    params: Materials.PlateMaterialIdParams,
    body: Materials.PlateMaterialReject,
    response: Materials.OperatorPlateMaterial,
  },
});
