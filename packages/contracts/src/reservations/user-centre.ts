import { z } from 'zod';
import { BindPhoneRequest } from '../driver/account';
import { NickName, UserName } from '../driver/fields';
import { ThirdId, ThirdIdOnly } from './bookings';

/**
 * The legacy user-centre calls (POST /api/v1/*, decision 038): the same account services and answers as the v2 calls
 * (loginInfo, loginStates, bindPhone, nickName/userName). `thirdId` and `type` are accepted and ignored: identity comes
 * from the token, never from them.
 */

/** getLoginState: anonymous allowed. */
export const LoginStateQuery = ThirdIdOnly;
export type LoginStateQuery = ThirdIdOnly;

/** getUserDetailInfo(type, thirdId): the signed-in driver's account, as v2 loginInfo answers. */
export const UserDetailQuery = z.strictObject({
  type: z.union([z.number().int().min(0).max(99), z.string().regex(/^\d{1,2}$/)]).optional(),
  thirdId: ThirdId,
});
export type UserDetailQuery = z.input<typeof UserDetailQuery>;

/** bindPhone (v1): as v2 bindPhone. */
export const LegacyBindPhone = BindPhoneRequest.extend({ thirdId: ThirdId }).strict();
export type LegacyBindPhone = z.input<typeof LegacyBindPhone>;

/** updateDriverUserInfo: the nick name and/or the name (at least one); answers the account as it is now. */
export const UpdateDriverUserInfo = z
  .strictObject({ nickName: NickName.optional(), userName: UserName.optional(), thirdId: ThirdId })
  .refine((b) => b.nickName !== undefined || b.userName !== undefined, { error: '请填写昵称或姓名' });
export type UpdateDriverUserInfo = z.input<typeof UpdateDriverUserInfo>;

/** getUserCenterData: what the lock app's user centre shows. */
export const UserCenterQuery = ThirdIdOnly;
export type UserCenterQuery = ThirdIdOnly;
export const UserCenterData = z.object({
  nickName: z.string(),
  /** Masked (138****0000); null when no phone is bound (the app offers /bindPhone). */
  phone: z.string().nullable(),
  phoneBound: z.boolean(),
  plateCount: z.number().int().min(0),
  /** Bookings that hold a space now or later. */
  currentBookingCount: z.number().int().min(0),
  /** Locks the driver may reach through those bookings. */
  lockCount: z.number().int().min(0),
  /** Owns a berth with a lock (getEvasionCarList has something to show). */
  hasBerth: z.boolean(),
});
export type UserCenterData = z.infer<typeof UserCenterData>;
