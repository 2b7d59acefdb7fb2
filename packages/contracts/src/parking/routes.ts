// Zod-free: parking's operations as the landing pages and the request layer see them (types only from the schemas).
import type { Page } from '../envelope-core';
import { route } from '../operation';
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
export const ParkingRoutes = {
  /** The driver's orders, by requestType (ParkOrderRequestType) and park kind. */
  parkOrders: route('GET', '/charge/v2/api/parkOrders/msp').io<{
    query: Orders.ParkOrderListQuery;
    response: Page<Orders.ParkOrder>;
  }>(),
  /** The driver's plates that are parked now, one home card each. */
  boundVehicleParkingBills: route('GET', '/charge/v2/api/parkOrders/msp/boundVehicleParkingBills').io<{
    response: Orders.BoundVehicleParking[];
  }>(),
  /** The bill of one plate's current stay (a home card). */
  boundVehicleParkingBill: route('GET', '/charge/v2/api/parkOrders/msp/boundVehicleParkingBill').io<{
    query: Orders.BoundVehicleBillQuery;
    response: Orders.BoundVehicleBill;
  }>(),
  /** One order with its fee explained; open to a visitor paying for someone else's plate while it has a fee due. */
  parkOrderDetail: route('POST', '/charge/v2/api/parkOrders/msp/detail', { authModel: 1 }).io<{
    body: Orders.ParkOrderRef;
    response: Orders.ParkOrderDetail;
  }>(),
  /** The orders of one of the driver's plates. */
  parkOrdersByPlate: route('GET', '/charge/v2/api/parkOrders/msp/plateNo').io<{
    query: Orders.OrdersByPlateQuery;
    response: Page<Orders.ParkOrder>;
  }>(),
  payRecords: route('GET', '/charge/v2/api/parkOrders/msp/payRecords').io<{
    query: Orders.ParkOrderRef;
    response: Orders.PayRecord[];
  }>(),
  /** Orders still needing the driver (in the park now, or arrears). */
  countUnfinished: route('GET', '/charge/v2/api/parkOrders/msp/countUnfinished').io<{
    response: Orders.UnfinishedCount;
  }>(),
  /** The driver's plates as the order pages filter by them. */
  driverPlate: route('GET', '/charge/v2/api/parkOrders/msp/driverPlate').io<{ response: Orders.OrderPlate[] }>(),
  /** Entry and exit pictures of an order, as signed URLs that expire (parkingPictureFile). */
  parkingPictures: route('GET', '/charge/v2/api/parkOrders/msp/parkingPictures').io<{
    query: Orders.ParkOrderRef;
    response: Orders.ParkingPictures;
  }>(),
  /** A gate or handheld picture, to whoever holds a signed, unexpired URL (the image itself, no envelope). */
  parkingPictureFile: route('GET', '/charge/v2/api/parkingPictureFiles/:key').io<{
    query: Orders.ParkingPictureFileQuery;
  }>(),
  /** The driver ends their road-side stay. */
  driverActiveCarOut: route('POST', '/charge/v2/api/driverActiveCarOut').io<{
    body: Orders.ParkOrderRef;
    response: Orders.ParkOrderDetail;
  }>(),
  /** The driver's complaints about one order. */
  parkOrderAppeals: route('GET', '/charge/v2/api/parkOrderAppeals/msp').io<{
    query: Orders.ParkOrderRef;
    response: Appeal[];
  }>(),
  /** Complain about one of the driver's orders (/billComplain). */
  createParkOrderAppeal: route('POST', '/charge/v2/api/parkOrderAppeals/msp').io<{
    body: CreateAppeal;
    response: Appeal;
  }>(),
  /** Whether the driver may rate this stay now, and if not, why. */
  canbeEvaluate: route('POST', '/charge/v2/api/canbeEvaluate').io<{
    body: Orders.ParkOrderRef;
    response: CanBeEvaluated;
  }>(),
  /** Rate a finished stay. */
  evaluations: route('POST', '/charge/v2/api/evaluations').io<{ body: CreateEvaluation; response: Evaluation }>(),
  /** The anonymous plate lookup of the plate entry screen (a fresh nonce and timestamp on every call). */
  plateLookup: route('POST', '/charge/v2/api/plateLookup', { authModel: 1, deviceKey: true }).io<{
    body: PlateLookupRequest;
    response: PlateLookupResult;
  }>(),

  /** Device API (DEVICE_API_BASE, requests signed by the device): what a device needs to know about its park. */
  deviceConfig: route('GET', '/device/v1/config').io<{ response: DeviceConfig }>(),
  /** A gate camera read a plate at an entry or exit lane. */
  gateEvent: route('POST', '/device/v1/gate/events').io<{ body: GateEvent; response: EventDecision }>(),
  /** A road-side collector starts or ends a berth's session. */
  collectorEvent: route('POST', '/device/v1/collector/events').io<{ body: CollectorEvent; response: EventDecision }>(),

  /** Operator console: appeals of the operator's dealer, newest first, optionally by status. */
  operatorAppeals: route('GET', '/operator/v1/parking/appeals').io<{
    query: OperatorAppealsQuery;
    response: Page<Appeal>;
  }>(),
  /** Operator console: answer a pending appeal. */
  answerAppeal: route('POST', '/operator/v1/parking/appeals/:appealId/answer').io<{
    body: AnswerAppeal;
    response: Appeal;
  }>(),
  /** Operator console: the dealer's parks with their fee rules. */
  operatorParks: route('GET', '/operator/v1/parks').io<{ response: OperatorParkSummary[] }>(),
  /** Operator console: the dealer's devices. */
  operatorDevices: route('GET', '/operator/v1/devices').io<{ response: OperatorDeviceSummary[] }>(),
  /** Operator console: provision a device in a park (its secret is answered once). */
  provisionDevice: route('POST', '/operator/v1/parks/:parkId/devices').io<{
    body: ProvisionDevice;
    response: ProvisionedDevice;
  }>(),
  /** Operator console: a new fee rule, for cars entering from now on (cars parked keep the rule they entered under). */
  setFeeRule: route('PUT', '/operator/v1/parks/:parkId/feeRule').io<{ body: FeeRule; response: OperatorParkSummary }>(),
};
