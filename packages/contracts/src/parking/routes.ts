// Zod-free: parking's operations as the landing pages and the request layer see them (types only from the schemas).
import type { Page } from '../envelope-core';
import { routes } from '../operation';
import type { AnswerAppeal, Appeal, CreateAppeal, OperatorAppealsQuery } from './appeals';
import type { CollectorEvent, DeviceConfig, EventDecision, GateEvent } from './device';
import type { CanBeEvaluated, CreateEvaluation, Evaluation } from './evaluations';
import type { FeeRule } from './fee-rule';
import type { PlateLookupRequest, PlateLookupResult } from './lookup';
import type { OperatorDeviceSummary, OperatorParkSummary, ProvisionDevice, ProvisionedDevice } from './operator';
import type * as Orders from './orders';

/**
 * Parking (spec section 7, "Parking orders and payment", where it names the calls): the driver's orders and their
 * pictures, appeals and evaluations, the anonymous plate lookup, the device API and the operators' parking calls.
 */
export const ParkingRoutes = routes<ParkingIo>()({
  parkOrders: 'GET /charge/v2/api/parkOrders/msp',
  boundVehicleParkingBills: 'GET /charge/v2/api/parkOrders/msp/boundVehicleParkingBills',
  boundVehicleParkingBill: 'GET /charge/v2/api/parkOrders/msp/boundVehicleParkingBill',
  parkOrderDetail: ['POST /charge/v2/api/parkOrders/msp/detail', { authModel: 1 }],
  parkOrdersByPlate: 'GET /charge/v2/api/parkOrders/msp/plateNo',
  payRecords: 'GET /charge/v2/api/parkOrders/msp/payRecords',
  countUnfinished: 'GET /charge/v2/api/parkOrders/msp/countUnfinished',
  driverPlate: 'GET /charge/v2/api/parkOrders/msp/driverPlate',
  parkingPictures: 'GET /charge/v2/api/parkOrders/msp/parkingPictures',
  parkingPictureFile: 'GET /charge/v2/api/parkingPictureFiles/:key',
  driverActiveCarOut: 'POST /charge/v2/api/driverActiveCarOut',
  parkOrderAppeals: 'GET /charge/v2/api/parkOrderAppeals/msp',
  createParkOrderAppeal: 'POST /charge/v2/api/parkOrderAppeals/msp',
  canbeEvaluate: 'POST /charge/v2/api/canbeEvaluate',
  evaluations: 'POST /charge/v2/api/evaluations',
  plateLookup: ['POST /charge/v2/api/plateLookup', { authModel: 1, deviceKey: true }],

  deviceConfig: 'GET /device/v1/config',
  gateEvent: 'POST /device/v1/gate/events',
  collectorEvent: 'POST /device/v1/collector/events',

  operatorAppeals: 'GET /operator/v1/parking/appeals',
  answerAppeal: 'POST /operator/v1/parking/appeals/:appealId/answer',
  operatorParks: 'GET /operator/v1/parks',
  operatorDevices: 'GET /operator/v1/devices',
  provisionDevice: 'POST /operator/v1/parks/:parkId/devices',
  setFeeRule: 'PUT /operator/v1/parks/:parkId/feeRule',
});

/** What each of ParkingRoutes' operations takes and answers. */
interface ParkingIo {
  /** The driver's orders, by requestType (ParkOrderRequestType) and park kind. */
  parkOrders: { query: Orders.ParkOrderListQuery; response: Page<Orders.ParkOrder> };
  /** The driver's plates that are parked now, one home card each. */
  boundVehicleParkingBills: { response: Orders.BoundVehicleParking[] };
  /** The bill of one plate's current stay (a home card). */
  boundVehicleParkingBill: { query: Orders.BoundVehicleBillQuery; response: Orders.BoundVehicleBill };
  /** One order with its fee explained; open to a visitor paying for someone else's plate while it has a fee due. */
  parkOrderDetail: { body: Orders.ParkOrderRef; response: Orders.ParkOrderDetail };
  /** The orders of one of the driver's plates. */
  parkOrdersByPlate: { query: Orders.OrdersByPlateQuery; response: Page<Orders.ParkOrder> };
  payRecords: { query: Orders.ParkOrderRef; response: Orders.PayRecord[] };
  /** Orders still needing the driver (in the park now, or arrears). */
  countUnfinished: { response: Orders.UnfinishedCount };
  /** The driver's plates as the order pages filter by them. */
  driverPlate: { response: Orders.OrderPlate[] };
  /** Entry and exit pictures of an order, as signed URLs that expire (parkingPictureFile). */
  parkingPictures: { query: Orders.ParkOrderRef; response: Orders.ParkingPictures };
  /** A gate or handheld picture, to whoever holds a signed, unexpired URL (the image itself, no envelope). */
  parkingPictureFile: { query: Orders.ParkingPictureFileQuery };
  /** The driver ends their road-side stay. */
  driverActiveCarOut: { body: Orders.ParkOrderRef; response: Orders.ParkOrderDetail };
  /** The driver's complaints about one order. */
  parkOrderAppeals: { query: Orders.ParkOrderRef; response: Appeal[] };
  /** Complain about one of the driver's orders (/billComplain). */
  createParkOrderAppeal: { body: CreateAppeal; response: Appeal };
  /** Whether the driver may rate this stay now, and if not, why. */
  canbeEvaluate: { body: Orders.ParkOrderRef; response: CanBeEvaluated };
  /** Rate a finished stay. */
  evaluations: { body: CreateEvaluation; response: Evaluation };
  /** The anonymous plate lookup of the plate entry screen (a fresh nonce and timestamp on every call). */
  plateLookup: { body: PlateLookupRequest; response: PlateLookupResult };

  /** Device API (DEVICE_API_BASE, requests signed by the device): what a device needs to know about its park. */
  deviceConfig: { response: DeviceConfig };
  /** A gate camera read a plate at an entry or exit lane. */
  gateEvent: { body: GateEvent; response: EventDecision };
  /** A road-side collector starts or ends a berth's session. */
  collectorEvent: { body: CollectorEvent; response: EventDecision };

  /** Operator console: appeals of the operator's dealer, newest first, optionally by status. */
  operatorAppeals: { query: OperatorAppealsQuery; response: Page<Appeal> };
  /** Operator console: answer a pending appeal. */
  answerAppeal: { body: AnswerAppeal; response: Appeal };
  /** Operator console: the dealer's parks with their fee rules. */
  operatorParks: { response: OperatorParkSummary[] };
  /** Operator console: the dealer's devices. */
  operatorDevices: { response: OperatorDeviceSummary[] };
  /** Operator console: provision a device in a park (its secret is answered once). */
  provisionDevice: { body: ProvisionDevice; response: ProvisionedDevice };
  /** Operator console: a new fee rule, for cars entering from now on (cars parked keep the rule they entered under). */
  setFeeRule: { body: FeeRule; response: OperatorParkSummary };
}
