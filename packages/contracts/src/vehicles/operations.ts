import { operations } from '../operation-schemas';
import { PlateHistory, PlateHistoryDeleteQuery } from './history';
import {
  CertifiableGroups,
  OperatorPlateMaterial,
  OperatorPlateMaterialPage,
  OperatorPlateMaterialQuery,
  PlateMaterial,
  PlateMaterialEdit,
  PlateMaterialIdParams,
  PlateMaterialList,
  PlateMaterialListQuery,
  PlateMaterialReject,
  PlateMaterialSubmit,
} from './materials';
import {
  BindPlateRequest,
  DeductionOrderUpdate,
  DriverPlate,
  DriverPlateList,
  PlateCount,
  PlateIdParams,
} from './plates';
import { VehicleRoutes } from './routes';

export const VehicleOps = operations(VehicleRoutes, {
  plates: { response: DriverPlateList },
  bindPlate: { body: BindPlateRequest, response: DriverPlate },
  plate: { params: PlateIdParams, response: DriverPlate },
  unbindPlate: { params: PlateIdParams },
  setDefaultPlate: { params: PlateIdParams, response: DriverPlate },
  setDeductionOrder: { params: PlateIdParams, body: DeductionOrderUpdate, response: DriverPlate },
  plateCount: { response: PlateCount },
  plateHistory: { response: PlateHistory },
  deletePlateHistory: { query: PlateHistoryDeleteQuery },
  plateMaterials: { query: PlateMaterialListQuery, response: PlateMaterialList },
  submitPlateMaterial: { body: PlateMaterialSubmit, response: PlateMaterial },
  plateMaterialGroups: { response: CertifiableGroups },
  plateMaterial: { params: PlateMaterialIdParams, response: PlateMaterial },
  resubmitPlateMaterial: { params: PlateMaterialIdParams, body: PlateMaterialEdit, response: PlateMaterial },
  reviewPlateMaterials: { query: OperatorPlateMaterialQuery, response: OperatorPlateMaterialPage },
  reviewPlateMaterial: { params: PlateMaterialIdParams, response: OperatorPlateMaterial },
  approvePlateMaterial: { params: PlateMaterialIdParams, response: OperatorPlateMaterial },
  rejectPlateMaterial: { params: PlateMaterialIdParams, body: PlateMaterialReject, response: OperatorPlateMaterial },
});
