import { operations } from '../operation-schemas';
import { OccupyOrderDetail, OccupyOrderPage, OccupyOrdersQuery } from './occupy';
import { OccupyRoutes } from './occupy-routes';
import { ChargingOrderParams } from './sessions';

export const OccupyOps = operations(OccupyRoutes, {
  occupyOrders: { query: OccupyOrdersQuery, response: OccupyOrderPage },
  occupyOrder: { params: ChargingOrderParams, response: OccupyOrderDetail },
});
