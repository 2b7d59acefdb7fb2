import { OccupyOps, ok } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { OccupationOrdersService } from './occupation-orders.service';

/** The driver's occupation orders (/occupyBillList, /occupyBillDetail); paid through ChargingOrderOps.payOccupation. */
export async function occupationOrderRoutes(
  app: FastifyInstance,
  { occupationOrders }: { occupationOrders: OccupationOrdersService },
) {
  const signedIn = { preHandler: app.requireDriver };
  serve(app, OccupyOps.occupyOrders, signedIn, async (req) =>
    ok(
      await occupationOrders.list(req.driver, {
        pageNo: Number(req.query.pageNo),
        pageSize: Number(req.query.pageSize),
      }),
    ),
  );
  serve(app, OccupyOps.occupyOrder, signedIn, async (req) =>
    ok(await occupationOrders.detail(req.driver, req.params.orderNo)),
  );
}
