import { z } from 'zod';
import { SafeText } from '../validators/text';
import {
  isValidPassword,
  NICK_NAME_MAX,
  PASSWORD_MESSAGE,
  USER_NAME_MAX,
  VERIFY_CODE_LENGTH,
  VERIFY_CODE_MESSAGE,
} from './field-rules';

export * from './field-rules';

export const VerifyCode = z
  .string({ error: VERIFY_CODE_MESSAGE })
  .regex(new RegExp(`^\\d{${VERIFY_CODE_LENGTH}}$`), VERIFY_CODE_MESSAGE);

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

/** 昵称: what the app shows. */
export const NickName = profileText('昵称', NICK_NAME_MAX);
/** 姓名: the driver's real name (invoices, certification materials). */
export const UserName = profileText('姓名', USER_NAME_MAX);

/** A picture challenge answer, sent with the id of the challenge it answers. */
export const ChallengeAnswer = z.object({
  challengeId: z.string().min(1).max(64).optional(),
  challengeCode: z.string().trim().min(1, '请输入图形验证码').max(8).optional(),
});
