import { operations } from '../operation-schemas';
import { AnswerAppeal, Appeal, Appeals, CreateAppeal, OperatorAppealPage, OperatorAppealsQuery } from './appeals';
import { CollectorEvent, DeviceConfig, EventDecision, GateEvent } from './device';
import { CanBeEvaluated, CreateEvaluation, Evaluation } from './evaluations';
import { FeeRuleSchema } from './fee-rule';
import { PlateLookupRequest, PlateLookupResult } from './lookup';
import {
  AppealParams,
  OperatorDeviceSummaries,
  OperatorParkParams,
  OperatorParkSummaries,
  OperatorParkSummary,
  ProvisionDevice,
  ProvisionedDevice,
} from './operator';
import {
  BoundVehicleBill,
  BoundVehicleBillQuery,
  BoundVehicleParkings,
  OrderPlates,
  OrdersByPlateQuery,
  ParkingPictureFileParams,
  ParkingPictureFileQuery,
  ParkingPictures,
  ParkOrderDetail,
  ParkOrderListQuery,
  ParkOrderPage,
  ParkOrderRef,
  PayRecords,
  UnfinishedCount,
} from './orders';
import { ParkingRoutes } from './routes';

export const ParkingOps = operations(ParkingRoutes, {
  parkOrders: { query: ParkOrderListQuery, response: ParkOrderPage },
  boundVehicleParkingBills: { response: BoundVehicleParkings },
  boundVehicleParkingBill: { query: BoundVehicleBillQuery, response: BoundVehicleBill },
  parkOrderDetail: { body: ParkOrderRef, response: ParkOrderDetail },
  parkOrdersByPlate: { query: OrdersByPlateQuery, response: ParkOrderPage },
  payRecords: { query: ParkOrderRef, response: PayRecords },
  countUnfinished: { response: UnfinishedCount },
  driverPlate: { response: OrderPlates },
  parkingPictures: { query: ParkOrderRef, response: ParkingPictures },
  parkingPictureFile: { params: ParkingPictureFileParams, query: ParkingPictureFileQuery },
  driverActiveCarOut: { body: ParkOrderRef, response: ParkOrderDetail },
  parkOrderAppeals: { query: ParkOrderRef, response: Appeals },
  createParkOrderAppeal: { body: CreateAppeal, response: Appeal },
  canbeEvaluate: { body: ParkOrderRef, response: CanBeEvaluated },
  evaluations: { body: CreateEvaluation, response: Evaluation },
  plateLookup: { body: PlateLookupRequest, response: PlateLookupResult },
  deviceConfig: { response: DeviceConfig },
  gateEvent: { body: GateEvent, response: EventDecision },
  collectorEvent: { body: CollectorEvent, response: EventDecision },
  operatorAppeals: { query: OperatorAppealsQuery, response: OperatorAppealPage },
  answerAppeal: { params: AppealParams, body: AnswerAppeal, response: Appeal },
  operatorParks: { response: OperatorParkSummaries },
  operatorDevices: { response: OperatorDeviceSummaries },
  provisionDevice: { params: OperatorParkParams, body: ProvisionDevice, response: ProvisionedDevice },
  setFeeRule: { params: OperatorParkParams, body: FeeRuleSchema, response: OperatorParkSummary },
});
