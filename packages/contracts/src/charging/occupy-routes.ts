// Zod-free: the driver's occupation orders (占位订单) as /occupyBillList and /occupyBillDetail read them.
import { routes } from '../operation';
import type { OccupyOrderDetail, OccupyOrderPage, OccupyOrdersQuery } from './occupy';

/**
 * Occupation orders (issue 16): one per charging order whose car stayed plugged in. They are paid with
 * ChargingOrderRoutes.payOccupation (a purchase); another driver's order is a 404.
 */
export const OccupyRoutes = routes<OccupyIo>()({
  occupyOrders: 'GET /cps/v2/api/occupyOrders/msp',
  occupyOrder: 'GET /cps/v2/api/occupyOrders/msp/:orderNo',
});

/** What each of OccupyRoutes' operations takes and answers. */
interface OccupyIo {
  occupyOrders: { query: OccupyOrdersQuery; response: OccupyOrderPage };
  occupyOrder: { response: OccupyOrderDetail };
}
