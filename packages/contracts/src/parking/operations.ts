import { operations } from '../operation-schemas';
import { ParkParams } from '../park-setup/schemas';
import { AnswerAppeal, Appeal, Appeals, CreateAppeal, OperatorAppealPage, OperatorAppealsQuery } from './appeals';
import { CollectorEvent, DeviceConfig, EventDecision, GateEvent } from './device';
import { CanBeEvaluated, CreateEvaluation, Evaluation } from './evaluations';
import { FeeRuleSchema } from './fee-rule';
import { PlateLookupRequest, PlateLookupResult } from './lookup';
import * as Operator from './operator';
import * as Orders from './orders';
import { ParkingRoutes } from './routes';

const byOperatorPark = { params: ParkParams };

export const ParkingOps = operations(ParkingRoutes, {
  parkOrders: { query: Orders.ParkOrderListQuery, response: Orders.ParkOrderPage },
  boundVehicleParkingBills: { response: Orders.BoundVehicleParkings },
  boundVehicleParkingBill: { query: Orders.BoundVehicleBillQuery, response: Orders.BoundVehicleBill },
  parkOrderDetail: { body: Orders.ParkOrderRef, response: Orders.ParkOrderDetail },
  parkOrdersByPlate: { query: Orders.OrdersByPlateQuery, response: Orders.ParkOrderPage },
  payRecords: { query: Orders.ParkOrderRef, response: Orders.PayRecords },
  countUnfinished: { response: Orders.UnfinishedCount },
  driverPlate: { response: Orders.OrderPlates },
  parkingPictures: { query: Orders.ParkOrderRef, response: Orders.ParkingPictures },
  parkingPictureFile: { params: Orders.ParkingPictureFileParams, query: Orders.ParkingPictureFileQuery },
  driverActiveCarOut: { body: Orders.ParkOrderRef, response: Orders.ParkOrderDetail },
  parkOrderAppeals: { query: Orders.ParkOrderRef, response: Appeals },
  createParkOrderAppeal: { body: CreateAppeal, response: Appeal },
  canbeEvaluate: { body: Orders.ParkOrderRef, response: CanBeEvaluated },
  evaluations: { body: CreateEvaluation, response: Evaluation },
  plateLookup: { body: PlateLookupRequest, response: PlateLookupResult },
  deviceConfig: { response: DeviceConfig },
  gateEvent: { body: GateEvent, response: EventDecision },
  collectorEvent: { body: CollectorEvent, response: EventDecision },
  operatorAppeals: { query: OperatorAppealsQuery, response: OperatorAppealPage },
  answerAppeal: { params: Operator.AppealParams, body: AnswerAppeal, response: Appeal },
  operatorParks: { response: Operator.OperatorParkSummaries },
  operatorDevices: { response: Operator.OperatorDeviceSummaries },
  provisionDevice: { ...byOperatorPark, body: Operator.ProvisionDevice, response: Operator.ProvisionedDevice },
  setFeeRule: { ...byOperatorPark, body: FeeRuleSchema, response: Operator.OperatorParkSummary },
});
