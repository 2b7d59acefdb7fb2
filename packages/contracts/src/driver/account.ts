import { z } from 'zod';
import { MobilePhone } from '../validators/phone';
import { ChallengeAnswer, NewPassword, NickName, UserName, VerifyCode } from './fields';

/** What an SMS code is for; a code only works for the purpose it was sent for. */
export const VerifyCodeType = {
  REGISTER: 'register',
  LOGIN: 'login',
  RESET_PASSWORD: 'resetPassword',
  BIND_PHONE: 'bindPhone',
  /** The new phone of a phone change. */
  CHANGE_PHONE: 'changePhone',
  // Sent to the logged-in driver's own bound phone (the request names no phone):
  SET_PASSWORD: 'setPassword',
  /** The current phone of a phone change. */
  VERIFY_OLD_PHONE: 'verifyOldPhone',
  DELETE_ACCOUNT: 'deleteAccount',
} as const;
export type VerifyCodeType = (typeof VerifyCodeType)[keyof typeof VerifyCodeType];
export const VERIFY_CODE_TYPES = Object.values(VerifyCodeType) as [VerifyCodeType, ...VerifyCodeType[]];

/** Types whose code goes to the logged-in driver's bound phone. */
export const OWN_PHONE_CODE_TYPES: readonly VerifyCodeType[] = [
  VerifyCodeType.SET_PASSWORD,
  VerifyCodeType.VERIFY_OLD_PHONE,
  VerifyCodeType.DELETE_ACCOUNT,
];

/** POST sendVerifyCode */
export const SendVerifyCode = ChallengeAnswer.extend({
  type: z.enum(VERIFY_CODE_TYPES, { error: '验证码类型不正确' }),
  /** Required, except for the own-phone types. */
  phone: MobilePhone.optional(),
}).refine((r) => r.phone !== undefined || OWN_PHONE_CODE_TYPES.includes(r.type), {
  error: '请输入正确的手机号',
  path: ['phone'],
});
export type SendVerifyCode = z.infer<typeof SendVerifyCode>;
export const VerifyCodeSent = z.object({
  /** Seconds the code stays valid. */
  expiresIn: z.number().int(),
  /** Seconds before another code may be asked for this phone. */
  resendIn: z.number().int(),
  /** The next send needs a picture challenge: the screen shows it now, before the tap that needs it. */
  challengeNext: z.boolean().optional(),
});
export type VerifyCodeSent = z.infer<typeof VerifyCodeSent>;

/** POST register */
export const RegisterRequest = z.object({
  phone: MobilePhone,
  verifyCode: VerifyCode,
  password: NewPassword,
  nickName: NickName.optional(),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

/** POST isPhoneRegistered */
export const PhoneQuery = z.object({ phone: MobilePhone });
export type PhoneQuery = z.infer<typeof PhoneQuery>;
export const PhoneRegistered = z.object({ registered: z.boolean() });
export type PhoneRegistered = z.infer<typeof PhoneRegistered>;

/** PUT resetPassword: forgot password, proven by a code sent to the phone. */
export const ResetPasswordRequest = z.object({ phone: MobilePhone, verifyCode: VerifyCode, password: NewPassword });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

/**
 * PUT password: modify with the old password (/passWordChange), or set with a code sent to the bound
 * phone (/changePassWord: first password, or the old one forgotten).
 */
export const ChangePasswordRequest = z
  .object({
    password: NewPassword,
    oldPassword: z.string().min(1, '请输入原密码').max(128).optional(),
    verifyCode: VerifyCode.optional(),
  })
  .refine((r) => r.oldPassword !== undefined || r.verifyCode !== undefined, {
    error: '请输入原密码或验证码',
    path: ['oldPassword'],
  });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** PUT phone: a code from the current phone and one from the new phone. */
export const ChangePhoneRequest = z.object({ oldVerifyCode: VerifyCode, phone: MobilePhone, verifyCode: VerifyCode });
export type ChangePhoneRequest = z.infer<typeof ChangePhoneRequest>;

/** PUT nickName */
export const ChangeNickNameRequest = z.object({ nickName: NickName });
export type ChangeNickNameRequest = z.infer<typeof ChangeNickNameRequest>;

/** PUT userName (our addition for the /changeUserName screen). */
export const ChangeUserNameRequest = z.object({ userName: UserName });
export type ChangeUserNameRequest = z.infer<typeof ChangeUserNameRequest>;

/** POST bindPhone: a phoneless (WeChat) account proves a phone. */
export const BindPhoneRequest = z.object({ phone: MobilePhone, verifyCode: VerifyCode });
export type BindPhoneRequest = z.infer<typeof BindPhoneRequest>;
/**
 * When the phone already had an account, the WeChat identity moves to it and the browser gets that account's session
 * (`token`/`refreshToken`); otherwise the current session simply has a phone now.
 */
export const BindPhoneResult = z.object({
  driverId: z.string(),
  merged: z.boolean(),
  token: z.string().optional(),
  refreshToken: z.string().optional(),
});
export type BindPhoneResult = z.infer<typeof BindPhoneResult>;
