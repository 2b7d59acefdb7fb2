import {
  AppError,
  coinsEarned,
  ErrorCode,
  GOLD_CAP_PERCENT,
  maskPhone,
  NEW_ACCOUNT_HOURS,
  type AcceptedInvite,
  type GoldOption,
  type GoldOptionInput,
  type GoldPlan,
  type GoldRedeemed,
  type Invitation,
  type MyInvite,
  type RewardCoupon,
  type RewardSettings,
  type RewardSettingsInput,
} from '@parking/contracts';
import { shanghaiDayStart } from '@parking/contracts/shanghai-time';
import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-error';
import type { EventHandler } from '../../events/bus';
import { Topic } from '../../events/outbox';
import type { CouponsService } from '../coupons';
import type { DriverRow } from '../driver';
import type { CapturedPayment, CapturedPayments } from '../payments';
import { goldTemplateAllowed, inviteCapReached, isNewAccount, newInviteCode } from './rewards.domain';
import { createRewardsRepository, type GrantReason, type InviteRow, type OptionRow } from './rewards.repository';

export interface RewardsDeps {
  db: Db;
  clock: Clock;
  /** Rewards are coupons of the dealer's platform batches (decision 052). */
  coupons: Pick<CouponsService, 'grants' | 'repo'>;
  /** Paid bills: what earns coins and makes an invite rewarded. */
  captured: Pick<CapturedPayments, 'ofDriver' | 'lockForUpdate'>;
  driverById: (dealerId: string, id: string) => Promise<DriverRow | undefined>;
  log: { warn(obj: object, msg: string): void };
}

interface Who {
  id: string;
  dealerId: string;
}

const DEFAULTS = { invitesPerDay: 5, invitesTotal: 50, coinsPerYuan: 0 };
const FRIENDS_SHOWN = 50;
const MOVEMENTS_SHOWN = 30;
/** Invites settled lazily per read of /registerShare (the payment event settles them too). */
const SETTLE_PER_READ = 20;
/** Paid bills looked at for coins on a read of /goldPlanResults. */
const CATCH_UP_DAYS = 30;
const CATCH_UP_ORDERS = 50;

const notFound = (what: string) => new AppError(ErrorCode.NOT_FOUND, what);

/** The registration coupon, invite a friend and 金币计划: each reward a coupon given exactly once. */
export function createRewardsService(deps: RewardsDeps) {
  const { db, clock, coupons, captured } = deps;
  const repo = createRewardsRepository(db);

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
    const found = await coupons.repo.coupon(row.couponId);
    return {
      couponId: row.couponId,
      title: found ? ((await coupons.grants.platformBatch(dealerId, found.coupon.batchId))?.title ?? '') : '',
      reason,
    };
  }

  async function newAccount(who: Who): Promise<{ phone: string | null }> {
    const me = await repo.account(who.dealerId, who.id);
    if (!me || !isNewAccount(me.ageSeconds, NEW_ACCOUNT_HOURS)) throw new AppError(ErrorCode.REWARD_NOT_NEW);
    return me;
  }

  /**
   * Rewards an invite whose invitee has paid a parking bill (more than 0 fen, not all refunded) since accepting it:
   * both coupons are given in the transaction that marks it rewarded, so it happens once whoever gets there first
   * (the payment's event, a read of /registerShare). Stays pending when the rewards are off or out of stock.
   */
  async function settleInvite(invite: InviteRow): Promise<boolean> {
    if (invite.state !== 'pending') return false;
    const paid = (await captured.ofDriver(invite.dealerId, invite.inviteeId, invite.createdAt, 20)).find(
      (p) => p.purpose === 'parking' && p.amountFen - p.refundedFen > 0,
    );
    if (!paid) return false;
    const settings = await settingsOf(invite.dealerId);
    const { inviterBatchId, inviteeBatchId } = settings;
    if (!inviterBatchId || !inviteeBatchId) return false;
    try {
      return await db.transaction(async (tx) => {
        if (!(await createRewardsRepository(tx).markRewarded(invite.id, paid.orderNo, clock.now()))) return false;
        const base = { dealerId: invite.dealerId, ref: invite.id };
        await grantIn(tx, { ...base, driverId: invite.inviterId, batchId: inviterBatchId, reason: 'inviter' });
        await grantIn(tx, { ...base, driverId: invite.inviteeId, batchId: inviteeBatchId, reason: 'invitee' });
        return true;
      });
    } catch (error) {
      // Out of stock: the invite stays pending and is rewarded once the operator adds stock.
      if (error instanceof AppError && error.code === ErrorCode.REWARD_STOCK_EMPTY) {
        deps.log.warn({ invite: invite.id }, 'invite reward out of stock');
        return false;
      }
      throw error;
    }
  }

  async function ensureCode(who: Who): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const mine = await repo.codeOf(who.id);
      if (mine) return mine;
      await repo.insertCode(who.dealerId, who.id, newInviteCode());
    }
    throw new Error('could not draw a free invite code');
  }

  /** Coins for a paid parking bill (what is left of it after refunds), once per order: the movement's key decides. */
  async function earnIn(tx: Db, dealerId: string, p: CapturedPayment, coinsPerYuan: number): Promise<void> {
    const coins = coinsEarned(p.amountFen - p.refundedFen, coinsPerYuan);
    if (coins <= 0 || p.purpose !== 'parking' || !p.driverId) return;
    const txRepo = createRewardsRepository(tx);
    const earned = await txRepo.insertMovement({
      dealerId,
      driverId: p.driverId,
      kind: 'earn',
      coins,
      key: `earn:${p.orderNo}`,
      orderNo: p.orderNo,
      note: p.description,
    });
    if (earned) await txRepo.moveBalance(dealerId, p.driverId, coins, clock.now());
  }

  /** A paid order's event: its coins, then the payer's invite settled. */
  async function onPaymentOrder(dealerId: string, orderNo: string): Promise<void> {
    const settings = await settingsOf(dealerId);
    const payment = await db.transaction(async (tx) => {
      // The order row is locked: a refund of it waits for this transaction.
      const [p] = await captured.lockForUpdate(tx, dealerId, [orderNo]);
      if (p) await earnIn(tx, dealerId, p, settings.coinsPerYuan);
      return p;
    });
    if (!payment?.driverId || payment.purpose !== 'parking') return;
    const invite = await repo.inviteOf(payment.driverId);
    if (invite) await settleInvite(invite);
  }

  /**
   * The driver's recent paid bills that earned nothing yet get their coins: a bill paid from the balance is paid at
   * creation and writes no order event, and an event's job may still be on its way.
   */
  async function catchUp(who: Who, coinsPerYuan: number): Promise<void> {
    if (coinsPerYuan <= 0) return;
    const since = new Date(clock.now().getTime() - CATCH_UP_DAYS * 86_400_000);
    const paid = (await captured.ofDriver(who.dealerId, who.id, since, CATCH_UP_ORDERS)).filter(
      (p) => p.purpose === 'parking',
    );
    const done = await repo.earnedOrders(paid.map((p) => p.orderNo));
    for (const p of paid.filter((p) => !done.has(p.orderNo)))
      await db.transaction((tx) => earnIn(tx, who.dealerId, p, coinsPerYuan));
  }

  const driver = {
    /** registorSendCoupon: the registration coupon, once per account, only for an account made in the last day. */
    async registerReward(who: Who): Promise<{ coupon: RewardCoupon | null }> {
      const had = await grantView(who.dealerId, who.id, 'register', 'register');
      if (had) return { coupon: had };
      await newAccount(who);
      const { registerBatchId } = await settingsOf(who.dealerId);
      if (!registerBatchId) return { coupon: null };
      try {
        const coupon = await db.transaction((tx) =>
          grantIn(tx, {
            dealerId: who.dealerId,
            driverId: who.id,
            batchId: registerBatchId,
            reason: 'register',
            ref: 'register',
          }),
        );
        return { coupon };
      } catch (error) {
        // A concurrent call granted it: that one's coupon is the answer.
        if (isUniqueViolation(error, 'reward_grants_once'))
          return { coupon: await grantView(who.dealerId, who.id, 'register', 'register') };
        throw error;
      }
    },

    async myInvite(who: Who): Promise<MyInvite> {
      const code = await ensureCode(who);
      const settings = await settingsOf(who.dealerId);
      const pending = (await repo.invitesBy(who.id, FRIENDS_SHOWN)).filter((i) => i.state === 'pending');
      for (const invite of pending.slice(0, SETTLE_PER_READ)) await settleInvite(invite);
      const mine = await repo.inviteOf(who.id);
      if (mine) await settleInvite(mine);
      const friends = await repo.invitesBy(who.id, FRIENDS_SHOWN);
      const accepted = await repo.inviteOf(who.id);
      const [inviterReward, inviteeReward] = await Promise.all([
        titleOf(who.dealerId, settings.inviterBatchId),
        titleOf(who.dealerId, settings.inviteeBatchId),
      ]);
      return {
        code,
        open: inviterReward !== null && inviteeReward !== null,
        inviterReward,
        inviteeReward,
        perDay: settings.invitesPerDay,
        total: settings.invitesTotal,
        invited: await repo.invitesCount(who.id),
        rewarded: friends.filter((f) => f.state === 'rewarded').length,
        friends: friends.map((f) => ({
          phone: maskPhone(f.inviteePhone),
          state: f.state,
          invitedAt: f.createdAt.toISOString(),
          rewardedAt: f.rewardedAt?.toISOString() ?? null,
        })),
        accepted: accepted ? await acceptedView(accepted) : null,
      };
    },

    /** The landing page's invitation: who invites and what the friend gets (no login). */
    async invitation(dealerId: string, code: string): Promise<Invitation> {
      const inviter = await repo.inviterByCode(dealerId, code);
      if (!inviter) throw new AppError(ErrorCode.INVITE_CODE_INVALID);
      const settings = await settingsOf(dealerId);
      const [inviterReward, inviteeReward, registerReward] = await Promise.all([
        titleOf(dealerId, settings.inviterBatchId),
        titleOf(dealerId, settings.inviteeBatchId),
        titleOf(dealerId, settings.registerBatchId),
      ]);
      return {
        code,
        inviterName: nameOf(inviter),
        inviteeReward,
        registerReward,
        open: inviterReward !== null && inviteeReward !== null,
      };
    },

    /**
     * A new account accepts an invite. Refused: its own code, an account older than a day, a phone, device or account
     * that accepted one already, an inviter past the day's or the total cap. A repeat of the same accept answers it.
     */
    async accept(who: Who, code: string, deviceId: string): Promise<AcceptedInvite> {
      const inviter = await repo.inviterByCode(who.dealerId, code);
      if (!inviter) throw new AppError(ErrorCode.INVITE_CODE_INVALID);
      if (inviter.driverId === who.id) throw new AppError(ErrorCode.INVITE_SELF);
      const had = await repo.inviteOf(who.id);
      if (had) {
        if (had.inviterId === inviter.driverId) return acceptedView(had);
        throw new AppError(ErrorCode.INVITE_TAKEN);
      }
      const settings = await settingsOf(who.dealerId);
      if (!settings.inviterBatchId || !settings.inviteeBatchId) throw new AppError(ErrorCode.REWARD_CLOSED);
      const me = await newAccount(who);
      if (!me.phone) throw new AppError(ErrorCode.NO_BOUND_PHONE);
      const now = clock.now();
      try {
        const invite = await db.transaction(async (tx) => {
          const txRepo = createRewardsRepository(tx);
          // One inviter's invites are counted and added one at a time: the caps hold under concurrent accepts.
          await txRepo.lockInviter(inviter.driverId);
          const reached = inviteCapReached(
            {
              today: await txRepo.invitesCount(inviter.driverId, new Date(shanghaiDayStart(now.getTime()))),
              total: await txRepo.invitesCount(inviter.driverId),
            },
            { perDay: settings.invitesPerDay, total: settings.invitesTotal },
          );
          if (reached === 'total') throw new AppError(ErrorCode.INVITE_CAP, '邀请人的邀请名额已用完');
          if (reached === 'day') throw new AppError(ErrorCode.INVITE_CAP);
          return txRepo.insertInvite({
            dealerId: who.dealerId,
            inviterId: inviter.driverId,
            inviteeId: who.id,
            inviteePhone: me.phone!,
            deviceKey: deviceId,
            createdAt: now,
          });
        });
        return acceptedView(invite);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(ErrorCode.INVITE_TAKEN);
        throw error;
      }
    },

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

  async function acceptedView(invite: InviteRow): Promise<AcceptedInvite> {
    const inviter = await deps.driverById(invite.dealerId, invite.inviterId);
    return {
      inviterName: inviter ? nameOf(inviter) : '',
      state: invite.state,
      invitedAt: invite.createdAt.toISOString(),
    };
  }

  async function optionView(o: OptionRow): Promise<GoldOption | null> {
    const found = await coupons.repo.batch(o.dealerId, o.batchId);
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

  async function platformBatch(dealerId: string, batchId: string | null) {
    if (batchId && !(await coupons.grants.platformBatch(dealerId, batchId))) throw notFound('平台优惠券批次不存在');
  }

  const operator = {
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
      const found = await coupons.repo.batch(dealerId, input.batchId);
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

  /** A paid order's event: coins for it, and the payer's invite settled (once in the cluster, retried on failure). */
  const paymentHandler: EventHandler = {
    name: 'rewards.payment',
    topic: Topic.PAYMENT_ORDER,
    async handle(event) {
      if (event.dealerId) await onPaymentOrder(event.dealerId, event.subject);
    },
  };

  return { driver, operator, paymentHandler, repo };
}
export type RewardsService = ReturnType<typeof createRewardsService>;

/** The same request key was used: the first redemption's answer is given instead. */
class RepeatedRequest extends Error {}

const nameOf = (d: { nickName: string | null; phone: string | null }) =>
  d.phone ? maskPhone(d.phone) : (d.nickName ?? '');
