import { AppError, ErrorCode, type GoldOption, type RewardCoupon } from '@parking/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { CouponsService } from '../coupons';
import type { DriverRow } from '../driver';
import type { CapturedPayments } from '../payments';
import { createRewardsRepository, type GrantReason, type OptionRow } from './rewards.repository';

export interface RewardsDeps {
  db: Db;
  clock: Clock;
  /** Rewards are coupons of the dealer's platform batches (decision 052). */
  coupons: Pick<CouponsService, 'grants' | 'reads'>;
  /** Paid bills: what earns coins and makes an invite rewarded. */
  captured: Pick<CapturedPayments, 'ofDriver' | 'lockForUpdate'>;
  driverById: (dealerId: string, id: string) => Promise<DriverRow | undefined>;
  log: { warn(obj: object, msg: string): void };
}

export interface Who {
  id: string;
  dealerId: string;
}

const DEFAULTS = { invitesPerDay: 5, invitesTotal: 50, coinsPerYuan: 0 };

export const notFound = (what: string) => new AppError(ErrorCode.NOT_FOUND, what);

/**
 * What the parts of the rewards service share: the repository, the dealer's settings, a batch's title, giving a coupon
 * and recording its grant, a grant's view, and a gold option's view.
 */
export function createRewardsAccess(deps: RewardsDeps) {
  const { coupons } = deps;
  const repo = createRewardsRepository(deps.db);

  async function settingsOf(dealerId: string) {
    const row = await repo.settings(dealerId);
    return {
      registerBatchId: row?.registerBatchId ?? null,
      inviterBatchId: row?.inviterBatchId ?? null,
      inviteeBatchId: row?.inviteeBatchId ?? null,
      invitesPerDay: row?.invitesPerDay ?? DEFAULTS.invitesPerDay,
      invitesTotal: row?.invitesTotal ?? DEFAULTS.invitesTotal,
      coinsPerYuan: row?.coinsPerYuan ?? DEFAULTS.coinsPerYuan,
      updatedAt: row?.updatedAt ?? null,
    };
  }

  const titleOf = async (dealerId: string, batchId: string | null) =>
    batchId ? ((await coupons.grants.platformBatch(dealerId, batchId))?.title ?? null) : null;

  /**
   * Gives one coupon of a platform batch and records the grant, in `tx`: the unique (driver, reason, ref) makes a
   * second grant fail, and with it the whole transaction (its coupon and stock too).
   */
  async function grantIn(
    tx: Db,
    input: { dealerId: string; driverId: string; batchId: string; reason: GrantReason; ref: string },
  ): Promise<RewardCoupon> {
    const given = await coupons.grants.grant(tx, input);
    if (!given) throw new AppError(ErrorCode.REWARD_STOCK_EMPTY);
    await createRewardsRepository(tx).insertGrant({
      dealerId: input.dealerId,
      driverId: input.driverId,
      reason: input.reason,
      ref: input.ref,
      couponId: given.couponId,
    });
    return { couponId: given.couponId, title: given.title, reason: input.reason };
  }

  async function grantView(dealerId: string, driverId: string, reason: GrantReason, ref: string) {
    const row = await repo.grant(driverId, reason, ref);
    if (!row) return null;
    const found = await coupons.reads.coupon(row.couponId);
    return {
      couponId: row.couponId,
      title: found ? ((await coupons.grants.platformBatch(dealerId, found.coupon.batchId))?.title ?? '') : '',
      reason,
    };
  }

  async function optionView(o: OptionRow): Promise<GoldOption | null> {
    const found = await coupons.reads.batch(o.dealerId, o.batchId);
    const title = await titleOf(o.dealerId, o.batchId);
    if (!found || title === null) return null;
    return {
      id: o.id,
      name: o.name,
      title,
      coinCost: o.coinCost,
      capFen: found.template.capFen ?? 0,
      percent: found.template.value,
      active: o.active,
    };
  }

  return { deps, db: deps.db, clock: deps.clock, repo, settingsOf, titleOf, grantIn, grantView, optionView };
}
export type RewardsAccess = ReturnType<typeof createRewardsAccess>;
