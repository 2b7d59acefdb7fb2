import {
  AppError,
  ErrorCode,
  GOLD_CAP_PERCENT,
  type GoldOption,
  type GoldPlan,
  type GoldRedeemed,
} from '@parking/contracts';
import { randomUUID } from 'node:crypto';
import { createRewardsRepository } from './rewards.repository';
import type { RewardEarnings } from './reward-earnings';
import { notFound, type RewardsAccess, type Who } from './rewards-access';

const MOVEMENTS_SHOWN = 30;

/** 金币计划 for the driver: the balance, what coins buy, and spending them. */
export function createGoldPlan(
  { db, clock, repo, settingsOf, grantIn, grantView, optionView }: RewardsAccess,
  { catchUp }: RewardEarnings,
) {
  return {
    async goldPlan(who: Who): Promise<GoldPlan> {
      const settings = await settingsOf(who.dealerId);
      await catchUp(who, settings.coinsPerYuan);
      const [balance, options, movements] = await Promise.all([
        repo.balance(who.id),
        repo.options(who.dealerId),
        repo.movements(who.id, MOVEMENTS_SHOWN),
      ]);
      return {
        balance,
        coinsPerYuan: settings.coinsPerYuan,
        capPercent: GOLD_CAP_PERCENT,
        options: (await Promise.all(options.filter((o) => o.active).map(optionView))).filter(
          (o): o is GoldOption => o !== null,
        ),
        movements: movements.map((m) => ({
          id: m.id,
          kind: m.kind,
          coins: m.coins,
          note: m.note,
          createdAt: m.createdAt.toISOString(),
        })),
      };
    },

    /** Spends coins on a coupon, once per request key; two redemptions at once cannot spend the same coins. */
    async redeem(who: Who, optionId: string, requestKey: string): Promise<GoldRedeemed> {
      const key = `redeem:${who.id}:${requestKey}`;
      const repeat = async () => {
        const done = await repo.movementByKey(key);
        if (!done || done.driverId !== who.id || done.optionId !== optionId) return undefined;
        const coupon = await grantView(who.dealerId, who.id, 'gold', done.id);
        return coupon ? { coupon, balance: await repo.balance(who.id) } : undefined;
      };
      const before = await repeat();
      if (before) return before;
      const option = await repo.option(who.dealerId, optionId);
      if (!option || !option.active) throw notFound('兑换项不存在');
      try {
        return await db.transaction(async (tx) => {
          const txRepo = createRewardsRepository(tx);
          const balance = await txRepo.moveBalance(who.dealerId, who.id, -option.coinCost, clock.now());
          if (balance === undefined) throw new AppError(ErrorCode.GOLD_NOT_ENOUGH);
          const movementId = randomUUID();
          const coupon = await grantIn(tx, {
            dealerId: who.dealerId,
            driverId: who.id,
            batchId: option.batchId,
            reason: 'gold',
            ref: movementId,
          });
          const moved = await txRepo.insertMovement({
            id: movementId,
            dealerId: who.dealerId,
            driverId: who.id,
            kind: 'redeem',
            coins: -option.coinCost,
            key,
            optionId: option.id,
            couponId: coupon.couponId,
            note: `兑换${option.name}`,
          });
          if (!moved) throw new RepeatedRequest();
          return { coupon, balance };
        });
      } catch (error) {
        if (error instanceof RepeatedRequest) {
          const after = await repeat();
          if (after) return after;
          throw new AppError(ErrorCode.IDEMPOTENCY_KEY_REUSED, '该兑换请求已提交过，请刷新页面后重试');
        }
        throw error;
      }
    },
  };
}

/** The same request key was used: the first redemption's answer is given instead. */
class RepeatedRequest extends Error {}
