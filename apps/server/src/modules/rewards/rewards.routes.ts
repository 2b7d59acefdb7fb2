import { ok, RewardOps } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import { idempotencyKeyOf } from '../payments';
import type { RewardsService } from './rewards.service';

/** The driver's rewards: every call acts on the signed-in driver's own rows; the invitation alone needs no login. */
export async function rewardRoutes(app: FastifyInstance, { rewards }: { rewards: RewardsService }) {
  const signedIn = { preHandler: app.requireDriver };
  const { driver } = rewards;

  serve(app, RewardOps.registorSendCoupon, signedIn, async (req) => ok(await driver.registerReward(req.driver)));
  serve(app, RewardOps.myInvite, signedIn, async (req) => ok(await driver.myInvite(req.driver)));
  // Before registering: the landing page of a shared link shows who invites and what the friend gets.
  serve(app, RewardOps.invitation, {}, async (req) => ok(await driver.invitation(req.dealer.id, req.params.code)));
  serve(app, RewardOps.acceptInvite, signedIn, async (req) =>
    ok(await driver.accept(req.driver, req.params.code, req.body.deviceId)),
  );
  serve(app, RewardOps.goldPlan, signedIn, async (req) => ok(await driver.goldPlan(req.driver)));
  // A retried redemption (same idempotency key) answers the first one's coupon rather than spending twice.
  serve(app, RewardOps.redeemGold, signedIn, async (req) =>
    ok(await driver.redeem(req.driver, req.body.optionId, idempotencyKeyOf(req))),
  );
}
