import { OccupyOps, ok } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { OccupyService } from './occupy.service';

/** The driver's occupation orders (/occupyBillList, /occupyBillDetail); paid through ChargingOrderOps.payOccupation. */
export async function occupyRoutes(app: FastifyInstance, { occupy }: { occupy: OccupyService }) {
  const signedIn = { preHandler: app.requireDriver };
  serve(app, OccupyOps.occupyOrders, signedIn, async (req) =>
    ok(await occupy.list(req.driver, { pageNo: Number(req.query.pageNo), pageSize: Number(req.query.pageSize) })),
  );
  serve(app, OccupyOps.occupyOrder, signedIn, async (req) => ok(await occupy.detail(req.driver, req.params.orderNo)));
}
