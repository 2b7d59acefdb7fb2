import {
  AppError,
  ErrorCode,
  maskPhone,
  NEW_ACCOUNT_HOURS,
  type AcceptedInvite,
  type Invitation,
  type MyInvite,
  type RewardCoupon,
} from '@parking/contracts';
import { shanghaiDayStart } from '@parking/contracts/shanghai-time';
import { isUniqueViolation } from '../../db/pg-error';
import { inviteCapReached, isNewAccount, newInviteCode } from './rewards.domain';
import { createRewardsRepository, type InviteRow } from './rewards.repository';
import type { RewardEarnings } from './reward-earnings';
import type { RewardsAccess, Who } from './rewards-access';

const FRIENDS_SHOWN = 50;
/** Invites settled lazily per read of /registerShare (the payment event settles them too). */
const SETTLE_PER_READ = 20;

/** The driver's registration coupon and invite a friend. */
export function createRewardInvites(
  { deps, db, clock, repo, settingsOf, titleOf, grantIn, grantView }: RewardsAccess,
  { settleInvite }: RewardEarnings,
) {
  async function newAccount(who: Who): Promise<{ phone: string | null }> {
    const me = await repo.account(who.dealerId, who.id);
    if (!me || !isNewAccount(me.ageSeconds, NEW_ACCOUNT_HOURS)) throw new AppError(ErrorCode.REWARD_NOT_NEW);
    return me;
  }

  async function ensureCode(who: Who): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const mine = await repo.codeOf(who.id);
      if (mine) return mine;
      await repo.insertCode(who.dealerId, who.id, newInviteCode());
    }
    throw new Error('could not draw a free invite code');
  }

  async function acceptedView(invite: InviteRow): Promise<AcceptedInvite> {
    const inviter = await deps.driverById(invite.dealerId, invite.inviterId);
    return {
      inviterName: inviter ? nameOf(inviter) : '',
      state: invite.state,
      invitedAt: invite.createdAt.toISOString(),
    };
  }

  return {
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
  };
}

const nameOf = (d: { nickName: string | null; phone: string | null }) =>
  d.phone ? maskPhone(d.phone) : (d.nickName ?? '');
