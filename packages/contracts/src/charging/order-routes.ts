// Zod-free: charging orders, guns and the operator's chargers (types only; schemas in operations.ts).
import { routes } from '../operation';
import type { PayOrder } from '../payments/orders';
import type * as Sessions from './sessions';

/**
 * A driver's charging (issue 16): a station's guns and prices, a scanned gun, starting with a prepaid hold (a
 * purchase: decision 035), the order's live progress and bill, the occupation fee. Every order call is the signed-in
 * driver's own: another driver's order is a 404.
 */
export const ChargingOrderRoutes = routes<ChargingOrderIo>()({
  stationDetail: 'GET /cps/v2/api/stations/:stationId',
  gun: 'GET /cps/v2/api/guns/:gunNo',
  startCharging: ['POST /cps/v2/api/chargingOrders', { authModel: 1 }],
  chargingOrders: 'GET /cps/v2/api/chargingOrders/msp',
  chargingOrder: 'GET /cps/v2/api/chargingOrders/msp/:orderNo',
  stopCharging: 'POST /cps/v2/api/chargingOrders/msp/:orderNo/stop',
  chargingOrderEvents: 'GET /cps/v2/api/chargingOrders/msp/:orderNo/events',
  occupyExist: 'POST /cps/v2/api/occupyOrders/exist',
  payOccupation: ['POST /cps/v2/api/occupyOrders/:orderNo/pay', { authModel: 1 }],
});

/** Operators (role admin or finance) of their own dealer: chargers, tariffs, remote stop. */
export const ChargingOperatorRoutes = routes<ChargingOperatorIo>()({
  provisionCharger: 'POST /operator/v1/charging/chargers',
  chargers: 'GET /operator/v1/charging/chargers',
  stationTariff: 'GET /operator/v1/charging/stations/:stationId/tariff',
  setStationTariff: 'PUT /operator/v1/charging/stations/:stationId/tariff',
  remoteStop: 'POST /operator/v1/charging/orders/:orderNo/stop',
});

/** What each of ChargingOrderRoutes' operations takes and answers. */
interface ChargingOrderIo {
  stationDetail: { response: Sessions.StationDetail };
  /** The gun behind a scanned QR code or a typed number. */
  gun: { response: Sessions.GunDetail };
  /** Holds the gun and the prepaid amount; once paid the charger is told to start. Idempotency key required. */
  startCharging: { body: Sessions.StartChargingRequest; response: PayOrder };
  /** Spec section 7: the driver's charging orders (requestType 0 all, 1 going on, 2 done). */
  chargingOrders: { query: Sessions.ChargingOrdersQuery; response: Sessions.ChargingOrderPage };
  chargingOrder: { response: Sessions.ChargingOrderDetail };
  stopCharging: { response: Sessions.ChargingOrderDetail };
  /** text/event-stream: `changed` whenever the order changes (progress, start, stop, bill), on whichever node. */
  chargingOrderEvents: Record<never, never>;
  /** Spec section 7: whether the driver has an occupation fee to pay (the newest unpaid one). */
  occupyExist: { response: Sessions.OccupyExist };
  /** Pays the occupation fee of a charging order (a purchase). Idempotency key required. */
  payOccupation: { body: Sessions.PayOccupationRequest; response: PayOrder };
}

/** What each of ChargingOperatorRoutes' operations takes and answers. */
interface ChargingOperatorIo {
  /** Registers a charge point and its guns; answers its OCPP Basic-auth password once. */
  provisionCharger: { body: Sessions.ProvisionChargerRequest; response: Sessions.ProvisionedCharger };
  chargers: { query: Sessions.OperatorChargersQuery; response: Sessions.OperatorChargers };
  stationTariff: { response: Sessions.StationTariffView };
  setStationTariff: { body: Sessions.ChargingTariff; response: Sessions.StationTariffView };
  /** Stops a session remotely (RemoteStopTransaction through the node holding the charger). */
  remoteStop: { response: Sessions.RemoteStopResult };
}
