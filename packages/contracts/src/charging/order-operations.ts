import { operations } from '../operation-schemas';
import { PayOrder } from '../payments/orders';
import { ChargingOperatorRoutes, ChargingOrderRoutes } from './order-routes';
import {
  ChargingOrderDetail,
  ChargingOrderPage,
  ChargingOrderParams,
  ChargingOrdersQuery,
  ChargingTariff,
  GunDetail,
  GunParams,
  OccupationParams,
  OccupyExist,
  OperatorChargers,
  OperatorChargersQuery,
  PayOccupationRequest,
  ProvisionChargerRequest,
  ProvisionedCharger,
  RemoteStopResult,
  StartChargingRequest,
  StationDetail,
  StationIdParams,
  StationTariffView,
} from './sessions';

export const ChargingOrderOps = operations(ChargingOrderRoutes, {
  stationDetail: { params: StationIdParams, response: StationDetail },
  gun: { params: GunParams, response: GunDetail },
  startCharging: { body: StartChargingRequest, response: PayOrder },
  chargingOrders: { query: ChargingOrdersQuery, response: ChargingOrderPage },
  chargingOrder: { params: ChargingOrderParams, response: ChargingOrderDetail },
  stopCharging: { params: ChargingOrderParams, response: ChargingOrderDetail },
  chargingOrderEvents: { params: ChargingOrderParams },
  occupyExist: { response: OccupyExist },
  payOccupation: { params: OccupationParams, body: PayOccupationRequest, response: PayOrder },
});

export const ChargingOperatorOps = operations(ChargingOperatorRoutes, {
  provisionCharger: { body: ProvisionChargerRequest, response: ProvisionedCharger },
  chargers: { query: OperatorChargersQuery, response: OperatorChargers },
  stationTariff: { params: StationIdParams, response: StationTariffView },
  setStationTariff: { params: StationIdParams, body: ChargingTariff, response: StationTariffView },
  remoteStop: { params: ChargingOrderParams, response: RemoteStopResult },
});
