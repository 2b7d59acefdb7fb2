import { OperatorRole, ok, RewardOperatorOps } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { RewardsService } from './rewards.service';

/** Admins set up rewards and adjust coins (with a reason); finance reads the invite report too. */
export async function rewardOperatorRoutes(app: FastifyInstance, { rewards }: { rewards: RewardsService }) {
  const admin = { preHandler: app.requireOperator(OperatorRole.ADMIN) };
  const reader = { preHandler: app.requireOperator(OperatorRole.ADMIN, OperatorRole.FINANCE) };
  const { operator } = rewards;

  serve(app, RewardOperatorOps.rewardSettings, reader, async (req) =>
    ok(await operator.settings(req.operator.dealerId)),
  );
  serve(app, RewardOperatorOps.saveRewardSettings, admin, async (req) =>
    ok(await operator.saveSettings(req.operator.dealerId, req.body)),
  );
  serve(app, RewardOperatorOps.goldOptions, reader, async (req) => ok(await operator.options(req.operator.dealerId)));
  serve(app, RewardOperatorOps.createGoldOption, admin, async (req) =>
    ok(await operator.createOption(req.operator.dealerId, req.body)),
  );
  serve(app, RewardOperatorOps.inviteReport, reader, async (req) =>
    ok(await operator.inviteReport(req.operator.dealerId)),
  );
  serve(app, RewardOperatorOps.adjustGold, admin, async (req) =>
    ok(await operator.adjustGold(req.operator.dealerId, req.body, req.operator.username)),
  );
}
