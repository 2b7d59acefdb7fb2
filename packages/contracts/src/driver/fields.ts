import { z } from 'zod';
import { SafeText } from '../validators/text';

/** SMS verification codes are 6 digits. */
export const VERIFY_CODE_LENGTH = 6;
export const VERIFY_CODE_MESSAGE = '请输入 6 位数字验证码';
export const VerifyCode = z
  .string({ error: VERIFY_CODE_MESSAGE })
  .regex(new RegExp(`^\\d{${VERIFY_CODE_LENGTH}}$`), VERIFY_CODE_MESSAGE);

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
export const PASSWORD_MESSAGE = `密码须为 ${PASSWORD_MIN}-${PASSWORD_MAX} 位，且同时包含字母和数字`;
// Printable ASCII without spaces: what every phone keyboard can type again on another phone.
const PASSWORD_CHARS = /^[\x21-\x7e]+$/;

/** Whether a new password follows the rules: 8-20 printable characters with at least one letter and one digit. */
export const isValidPassword = (s: string): boolean =>
  s.length >= PASSWORD_MIN && s.length <= PASSWORD_MAX && PASSWORD_CHARS.test(s) && /[A-Za-z]/.test(s) && /\d/.test(s);

/** A new password (register, set, change, reset). A login only checks the stored hash, so it takes any text. */
export const NewPassword = z.string({ error: PASSWORD_MESSAGE }).refine(isValidPassword, { error: PASSWORD_MESSAGE });

/** A password typed at login: anything non-empty (rules may have changed since it was set). */
export const LoginPassword = z.string({ error: '请输入密码' }).min(1, '请输入密码').max(128, '密码过长');

/** Free text of a profile field: required, at most `max` characters, and the section-5 text check. */
const profileText = (label: string, max: number) =>
  z
    .string({ error: `请输入${label}` })
    .min(1, `请输入${label}`)
    .max(max, `${label}最多 ${max} 个字`)
    .pipe(SafeText);

export const NICK_NAME_MAX = 20;
export const USER_NAME_MAX = 30;
/** 昵称: what the app shows. */
export const NickName = profileText('昵称', NICK_NAME_MAX);
/** 姓名: the driver's real name (invoices, certification materials). */
export const UserName = profileText('姓名', USER_NAME_MAX);

/** A picture challenge answer, sent with the id of the challenge it answers. */
export const ChallengeAnswer = z.object({
  challengeId: z.string().min(1).max(64).optional(),
  challengeCode: z.string().trim().min(1, '请输入图形验证码').max(8).optional(),
});

/** `138****0000`: a phone shown on screen. */
export const maskPhone = (phone: string): string =>
  phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
