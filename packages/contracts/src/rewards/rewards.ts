import { z } from 'zod';
import { uuidOf as Id } from '../validators/uuid';
import { MAX_INVITE_DEVICE_ID } from './constants';

/**
 * Rewards (spec section 2 /registerShare, /receiveRewards, /goldPlanResults; section 7 registorSendCoupon; decision
 * 052): a registration coupon, invite a friend, and 金币计划 (gold coins earned on paid bills, redeemed for coupons).
 * Every reward is a coupon of a platform batch the operator names; the coupons module holds it.
 */

/** A coupon a reward gave. */
export const RewardCoupon = z.object({
  couponId: z.string(),
  title: z.string(),
  reason: z.enum(['register', 'inviter', 'invitee', 'gold']),
});
export type RewardCoupon = z.infer<typeof RewardCoupon>;

/** registorSendCoupon: the registration coupon, given once (a repeat answers the same coupon). */
export const RegisterReward = z.object({ coupon: RewardCoupon.nullable() });
export type RegisterReward = z.infer<typeof RegisterReward>;

export const InviteCodeParams = z.object({
  code: z.string().regex(/^[A-Z2-9]{8}$/, '邀请码无效'),
});

/** What the invitee's landing page shows before they register. */
export const Invitation = z.object({
  code: z.string(),
  inviterName: z.string(),
  inviteeReward: z.string().nullable(),
  registerReward: z.string().nullable(),
  /** Invites are switched on at this dealer (both rewards configured). */
  open: z.boolean(),
});
export type Invitation = z.infer<typeof Invitation>;

/** The invitee accepts the invite from their new account; `deviceId` is the app's own id for this device. */
export const AcceptInvite = z.strictObject({
  deviceId: z.string().trim().min(8, '设备标识无效').max(MAX_INVITE_DEVICE_ID, '设备标识无效'),
});
export type AcceptInvite = z.infer<typeof AcceptInvite>;

export const INVITE_STATES = ['pending', 'rewarded'] as const;

export const AcceptedInvite = z.object({
  inviterName: z.string(),
  state: z.enum(INVITE_STATES),
  invitedAt: z.string(),
});
export type AcceptedInvite = z.infer<typeof AcceptedInvite>;

export const InvitedFriend = z.object({
  /** Masked: 139****1234. */
  phone: z.string(),
  state: z.enum(INVITE_STATES),
  invitedAt: z.string(),
  rewardedAt: z.string().nullable(),
});
export type InvitedFriend = z.infer<typeof InvitedFriend>;

/** /registerShare: the driver's code, the rules, who they invited and what it earned. */
export const MyInvite = z.object({
  code: z.string(),
  open: z.boolean(),
  inviterReward: z.string().nullable(),
  inviteeReward: z.string().nullable(),
  perDay: z.number().int(),
  total: z.number().int(),
  invited: z.number().int(),
  rewarded: z.number().int(),
  friends: z.array(InvitedFriend),
  /** The invite this driver accepted, if any (the invitee's side). */
  accepted: AcceptedInvite.nullable(),
});
export type MyInvite = z.infer<typeof MyInvite>;

export const GOLD_MOVEMENT_KINDS = ['earn', 'redeem', 'adjust'] as const;

export const GoldMovement = z.object({
  id: z.string(),
  kind: z.enum(GOLD_MOVEMENT_KINDS),
  coins: z.number().int(),
  note: z.string(),
  createdAt: z.string(),
});
export type GoldMovement = z.infer<typeof GoldMovement>;

export const GoldOption = z.object({
  id: z.string(),
  name: z.string(),
  /** The coupon's words, e.g. 9.5折（最高减3元）. */
  title: z.string(),
  coinCost: z.number().int(),
  capFen: z.number().int(),
  percent: z.number().int(),
  active: z.boolean(),
});
export type GoldOption = z.infer<typeof GoldOption>;

/** /goldPlanResults: the balance, how coins are earned, what they buy, and the latest movements. */
export const GoldPlan = z.object({
  balance: z.number().int(),
  coinsPerYuan: z.number().int(),
  capPercent: z.number().int(),
  options: z.array(GoldOption),
  movements: z.array(GoldMovement),
});
export type GoldPlan = z.infer<typeof GoldPlan>;

export const RedeemGold = z.strictObject({ optionId: Id('兑换项') });
export type RedeemGold = z.infer<typeof RedeemGold>;

export const GoldRedeemed = z.object({ coupon: RewardCoupon, balance: z.number().int() });
export type GoldRedeemed = z.infer<typeof GoldRedeemed>;

// Operator side.

const Limit = z.number().int().min(0).max(10_000);

/** A dealer's reward settings; a null batch switches that reward off. Batches are the coupons module's platform ones. */
export const RewardSettingsInput = z.strictObject({
  registerBatchId: Id('批次编号').nullable(),
  inviterBatchId: Id('批次编号').nullable(),
  inviteeBatchId: Id('批次编号').nullable(),
  /** Most friends one driver may invite per Shanghai day, and in all. */
  invitesPerDay: Limit,
  invitesTotal: Limit,
  /** Gold coins per whole yuan paid on a parking bill (0: 金币计划 off). */
  coinsPerYuan: z.number().int().min(0).max(100),
});
export type RewardSettingsInput = z.infer<typeof RewardSettingsInput>;
export const RewardSettings = RewardSettingsInput.extend({ updatedAt: z.string().nullable() });
export type RewardSettings = z.infer<typeof RewardSettings>;

export const GoldOptionInput = z.strictObject({
  name: z.string().trim().min(1, '请填写名称').max(30, '名称最多30字'),
  /** A platform batch of a percentage template of at most 5 % with a cap (the coins' worth). */
  batchId: Id('批次编号'),
  coinCost: z.number().int().min(1, '所需金币须大于0').max(1_000_000),
});
export type GoldOptionInput = z.infer<typeof GoldOptionInput>;

export const InviteReportRow = z.object({
  inviterId: z.string(),
  inviterPhone: z.string(),
  invited: z.number().int(),
  rewarded: z.number().int(),
});
export type InviteReportRow = z.infer<typeof InviteReportRow>;

/** An operator's adjustment of a driver's coins, with the reason (a support case, a correction). */
export const GoldAdjustment = z.strictObject({
  driverId: Id('用户编号'),
  coins: z
    .number()
    .int('金币须为整数')
    .refine((n) => n !== 0 && Math.abs(n) <= 1_000_000, '调整数量无效'),
  reason: z.string().trim().min(2, '请填写调整原因').max(100, '原因最多100字'),
});
export type GoldAdjustment = z.infer<typeof GoldAdjustment>;
export const GoldAdjusted = z.object({ driverId: z.string(), balance: z.number().int() });
export type GoldAdjusted = z.infer<typeof GoldAdjusted>;
