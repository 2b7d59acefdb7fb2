import {
  AppError,
  ErrorCode,
  maskPhone,
  type GoldOption,
  type GoldOptionInput,
  type RewardSettings,
  type RewardSettingsInput,
} from '@parking/contracts';
import { randomUUID } from 'node:crypto';
import { goldTemplateAllowed } from './rewards.domain';
import { createRewardsRepository } from './rewards.repository';
import { notFound, type RewardsAccess } from './rewards-access';

/** The operator's side: the settings, the gold options, the invite report, and coin corrections. */
export function createRewardsOperator({ deps, db, clock, repo, settingsOf, optionView }: RewardsAccess) {
  const { coupons } = deps;

  async function platformBatch(dealerId: string, batchId: string | null) {
    if (batchId && !(await coupons.grants.platformBatch(dealerId, batchId))) throw notFound('平台优惠券批次不存在');
  }

  return {
    async settings(dealerId: string): Promise<RewardSettings> {
      const s = await settingsOf(dealerId);
      return { ...s, updatedAt: s.updatedAt?.toISOString() ?? null };
    },
    async saveSettings(dealerId: string, input: RewardSettingsInput): Promise<RewardSettings> {
      for (const id of [input.registerBatchId, input.inviterBatchId, input.inviteeBatchId])
        await platformBatch(dealerId, id);
      const row = await repo.saveSettings({ dealerId, ...input }, clock.now());
      return { ...input, updatedAt: row.updatedAt.toISOString() };
    },
    async options(dealerId: string): Promise<GoldOption[]> {
      const rows = await Promise.all((await repo.options(dealerId)).map(optionView));
      return rows.filter((o): o is GoldOption => o !== null);
    },
    /** What coins buy: only a platform batch of a capped percentage of at most 5 % (the 5 % rule). */
    async createOption(dealerId: string, input: GoldOptionInput): Promise<GoldOption> {
      const found = await coupons.reads.batch(dealerId, input.batchId);
      if (!found || found.batch.merchantId) throw notFound('平台优惠券批次不存在');
      if (!goldTemplateAllowed(found.template)) throw new AppError(ErrorCode.GOLD_OPTION_INVALID);
      const row = await repo.insertOption({ dealerId, ...input });
      return (await optionView(row))!;
    },
    async inviteReport(dealerId: string) {
      return (await repo.inviteReport(dealerId)).map((r) => ({
        inviterId: r.inviterId,
        inviterPhone: r.inviterPhone ? maskPhone(r.inviterPhone) : '',
        invited: Number(r.invited),
        rewarded: Number(r.rewarded),
      }));
    },
    /** An operator's correction of a driver's coins, with its reason; a balance never goes below 0. */
    async adjustGold(dealerId: string, input: { driverId: string; coins: number; reason: string }, by: string) {
      if (!(await deps.driverById(dealerId, input.driverId))) throw notFound('用户不存在');
      const balance = await db.transaction(async (tx) => {
        const txRepo = createRewardsRepository(tx);
        const after = await txRepo.moveBalance(dealerId, input.driverId, input.coins, clock.now());
        if (after === undefined) throw new AppError(ErrorCode.GOLD_NOT_ENOUGH, '调整后金币不能为负');
        await txRepo.insertMovement({
          dealerId,
          driverId: input.driverId,
          kind: 'adjust',
          coins: input.coins,
          key: `adjust:${randomUUID()}`,
          note: `${input.reason}（${by}）`,
        });
        return after;
      });
      return { driverId: input.driverId, balance };
    },
  };
}
