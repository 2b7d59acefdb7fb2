import { operations } from '../operation-schemas';
import { PayOrder } from '../payments/orders';
import { ChargingOperatorRoutes, ChargingOrderRoutes } from './order-routes';
import * as Sessions from './sessions';

const byStation = { params: Sessions.StationIdParams };
const byOrder = { params: Sessions.ChargingOrderParams };

export const ChargingOrderOps = operations(ChargingOrderRoutes, {
  stationDetail: { ...byStation, response: Sessions.StationDetail },
  gun: { params: Sessions.GunParams, response: Sessions.GunDetail },
  startCharging: { body: Sessions.StartChargingRequest, response: PayOrder },
  chargingOrders: { query: Sessions.ChargingOrdersQuery, response: Sessions.ChargingOrderPage },
  chargingOrder: { ...byOrder, response: Sessions.ChargingOrderDetail },
  stopCharging: { ...byOrder, response: Sessions.ChargingOrderDetail },
  chargingOrderEvents: { ...byOrder },
  occupyExist: { response: Sessions.OccupyExist },
  payOccupation: { params: Sessions.ChargingOrderParams, body: Sessions.PayOccupationRequest, response: PayOrder },
});

export const ChargingOperatorOps = operations(ChargingOperatorRoutes, {
  provisionCharger: { body: Sessions.ProvisionChargerRequest, response: Sessions.ProvisionedCharger },
  chargers: { query: Sessions.OperatorChargersQuery, response: Sessions.OperatorChargers },
  stationTariff: { ...byStation, response: Sessions.StationTariffView },
  setStationTariff: { ...byStation, body: Sessions.ChargingTariff, response: Sessions.StationTariffView },
  remoteStop: { ...byOrder, response: Sessions.RemoteStopResult },
});
