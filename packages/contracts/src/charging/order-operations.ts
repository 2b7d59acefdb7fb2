import { operations } from '../operation-schemas';
import { PayOrder } from '../payments/orders';
import { ChargingOperatorRoutes, ChargingOrderRoutes } from './order-routes';
import * as Sessions from './sessions';

export const ChargingOrderOps = operations(ChargingOrderRoutes, {
  stationDetail: { params: Sessions.StationIdParams, response: Sessions.StationDetail },
  gun: { params: Sessions.GunParams, response: Sessions.GunDetail },
  startCharging: { body: Sessions.StartChargingRequest, response: PayOrder },
  chargingOrders: { query: Sessions.ChargingOrdersQuery, response: Sessions.ChargingOrderPage },
  chargingOrder: { params: Sessions.ChargingOrderParams, response: Sessions.ChargingOrderDetail },
  stopCharging: { params: Sessions.ChargingOrderParams, response: Sessions.ChargingOrderDetail },
  chargingOrderEvents: { params: Sessions.ChargingOrderParams },
  occupyExist: { response: Sessions.OccupyExist },
  payOccupation: { params: Sessions.OccupationParams, body: Sessions.PayOccupationRequest, response: PayOrder },
});

export const ChargingOperatorOps = operations(ChargingOperatorRoutes, {
  provisionCharger: { body: Sessions.ProvisionChargerRequest, response: Sessions.ProvisionedCharger },
  chargers: { query: Sessions.OperatorChargersQuery, response: Sessions.OperatorChargers },
  stationTariff: { params: Sessions.StationIdParams, response: Sessions.StationTariffView },
  setStationTariff: {
    params: Sessions.StationIdParams,
    body: Sessions.ChargingTariff,
    response: Sessions.StationTariffView,
  },
  remoteStop: { params: Sessions.ChargingOrderParams, response: Sessions.RemoteStopResult },
});
