// Zod-free: charging orders, guns and the operator's chargers (types only; schemas in operations.ts).
import { route } from '../operation';
import type { PayOrder } from '../payments/orders';
import type * as Sessions from './sessions';

/**
 * A driver's charging (issue 16): a station's guns and prices, a scanned gun, starting with a prepaid hold (a
 * purchase: decision 035), the order's live progress and bill, the occupation fee. Every order call is the signed-in
 * driver's own: another driver's order is a 404.
 */
export const ChargingOrderRoutes = {
  stationDetail: route('GET', '/cps/v2/api/stations/:stationId').io<{ response: Sessions.StationDetail }>(),
  /** The gun behind a scanned QR code or a typed number. */
  gun: route('GET', '/cps/v2/api/guns/:gunNo').io<{ response: Sessions.GunDetail }>(),
  /** Holds the gun and the prepaid amount; once paid the charger is told to start. Idempotency key required. */
  startCharging: route('POST', '/cps/v2/api/chargingOrders', { authModel: 1 }).io<{
    body: Sessions.StartChargingRequest;
    response: PayOrder;
  }>(),
  /** Spec section 7: the driver's charging orders (requestType 0 all, 1 going on, 2 done). */
  chargingOrders: route('GET', '/cps/v2/api/chargingOrders/msp').io<{
    query: Sessions.ChargingOrdersQuery;
    response: Sessions.ChargingOrderPage;
  }>(),
  chargingOrder: route('GET', '/cps/v2/api/chargingOrders/msp/:orderNo').io<{
    response: Sessions.ChargingOrderDetail;
  }>(),
  stopCharging: route('POST', '/cps/v2/api/chargingOrders/msp/:orderNo/stop').io<{
    response: Sessions.ChargingOrderDetail;
  }>(),
  /** text/event-stream: `changed` whenever the order changes (progress, start, stop, bill), on whichever node. */
  chargingOrderEvents: route('GET', '/cps/v2/api/chargingOrders/msp/:orderNo/events'),
  /** Spec section 7: whether the driver has an occupation fee to pay (the newest unpaid one). */
  occupyExist: route('POST', '/cps/v2/api/occupyOrders/exist').io<{ response: Sessions.OccupyExist }>(),
  /** Pays the occupation fee of a charging order (a purchase). Idempotency key required. */
  payOccupation: route('POST', '/cps/v2/api/occupyOrders/:orderNo/pay', { authModel: 1 }).io<{
    body: Sessions.PayOccupationRequest;
    response: PayOrder;
  }>(),
};

/** Operators (role admin or finance) of their own dealer: chargers, tariffs, remote stop. */
export const ChargingOperatorRoutes = {
  /** Registers a charge point and its guns; answers its OCPP Basic-auth password once. */
  provisionCharger: route('POST', '/operator/v1/charging/chargers').io<{
    body: Sessions.ProvisionChargerRequest;
    response: Sessions.ProvisionedCharger;
  }>(),
  chargers: route('GET', '/operator/v1/charging/chargers').io<{
    query: Sessions.OperatorChargersQuery;
    response: Sessions.OperatorChargers;
  }>(),
  stationTariff: route('GET', '/operator/v1/charging/stations/:stationId/tariff').io<{
    response: Sessions.StationTariffView;
  }>(),
  setStationTariff: route('PUT', '/operator/v1/charging/stations/:stationId/tariff').io<{
    body: Sessions.ChargingTariff;
    response: Sessions.StationTariffView;
  }>(),
  /** Stops a session remotely (RemoteStopTransaction through the node holding the charger). */
  remoteStop: route('POST', '/operator/v1/charging/orders/:orderNo/stop').io<{ response: Sessions.RemoteStopResult }>(),
};
