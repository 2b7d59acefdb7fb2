import { ChargingTagOperatorOps, ChargingTagOps, OperatorRole, ok } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { CardsService } from './cards.service';
import { CHARGER_DESK_ROLES } from './desk.routes';
import type { ChargingDesk } from './desk.service';
import type { VinsService } from './vins.service';

/** A driver's VINs and charging cards (decision 045): each call reaches only their own. */
export async function chargingTagRoutes(
  app: FastifyInstance,
  { vins, cards }: { vins: VinsService; cards: CardsService },
) {
  const signedIn = { preHandler: app.requireDriver };
  serve(app, ChargingTagOps.vins, signedIn, async (req) => ok(await vins.list(req.driver)));
  serve(app, ChargingTagOps.addVin, signedIn, async (req) => ok(await vins.add(req.driver, req.body)));
  serve(app, ChargingTagOps.removeVin, signedIn, async (req) => ok(await vins.remove(req.driver, req.params.vinId)));
  serve(app, ChargingTagOps.cards, signedIn, async (req) => ok(await cards.list(req.driver)));
  serve(app, ChargingTagOps.bindCard, signedIn, async (req) => ok(await cards.bind(req.driver, req.body)));
  serve(app, ChargingTagOps.cardRecords, signedIn, async (req) =>
    ok(
      await cards.records(req.driver, req.params.cardNo, {
        pageNo: Number(req.query.pageNo),
        pageSize: Number(req.query.pageSize),
      }),
    ),
  );
  serve(app, ChargingTagOps.changeCardPassword, signedIn, async (req) =>
    ok(await cards.changePassword(req.driver, req.body)),
  );
  serve(app, ChargingTagOps.reportCardLost, signedIn, async (req) =>
    ok(await cards.reportLost(req.driver, req.params.cardNo)),
  );
}

/**
 * Operators of their own dealer: cards (admin or finance), charger commands (admin, service, or a park manager on the
 * chargers of their parks: the desk checks the scope).
 */
export async function chargingTagOperatorRoutes(
  app: FastifyInstance,
  { cards, desk }: { cards: CardsService; desk: ChargingDesk },
) {
  const money = { preHandler: app.requireOperator(OperatorRole.ADMIN, OperatorRole.FINANCE) };
  const service = { preHandler: app.requireOperator(...CHARGER_DESK_ROLES) };
  serve(app, ChargingTagOperatorOps.issueCard, money, async (req) =>
    ok(await cards.issue(req.operator.dealerId, req.body)),
  );
  serve(app, ChargingTagOperatorOps.cardBalance, money, async (req) =>
    ok(await cards.balance(req.operator.dealerId, req.params.cardNo, req.body)),
  );
  serve(app, ChargingTagOperatorOps.freezeCard, money, async (req) =>
    ok(await cards.freeze(req.operator.dealerId, req.params.cardNo, req.body.frozen)),
  );
  serve(app, ChargingTagOperatorOps.chargerCommand, service, async (req) =>
    ok(await desk.send(req.operator, req.params.chargePointId, req.body)),
  );
  serve(app, ChargingTagOperatorOps.chargerCommandResult, service, async (req) =>
    ok(await desk.result(req.operator, req.params.commandId)),
  );
}
