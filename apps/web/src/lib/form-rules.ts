import {
  PASSWORD_MESSAGE,
  PHONE_MESSAGE,
  VERIFY_CODE_LENGTH,
  VERIFY_CODE_MESSAGE,
  checkText,
  isMobilePhone,
  isValidPassword,
} from '@parking/contracts';

/** A form rule: the message of the first problem, or null. Pure, so every form's checks are unit tested. */
export type Check = (value: string) => string | null;

export const checkPhone: Check = (value) =>
  !value.trim() ? '请输入手机号' : isMobilePhone(value.trim()) ? null : PHONE_MESSAGE;

export const checkVerifyCode: Check = (value) =>
  !value ? '请输入验证码' : new RegExp(`^\\d{${VERIFY_CODE_LENGTH}}$`).test(value) ? null : VERIFY_CODE_MESSAGE;

export const checkNewPassword: Check = (value) =>
  !value ? '请输入密码' : isValidPassword(value) ? null : PASSWORD_MESSAGE;

export const checkRequired =
  (message: string): Check =>
  (value) =>
    value ? null : message;

/** The same password typed twice. */
export const checkConfirmation =
  (password: () => string): Check =>
  (value) =>
    !value ? '请再次输入密码' : value === password() ? null : '两次输入的密码不一致';

/** A profile text (nickname, name): required, at most `max` characters, and the section-5 text check. */
export const checkProfileText =
  (label: string, max: number): Check =>
  (value) => {
    if (!value) return `请输入${label}`;
    if (value.length > max) return `${label}最多 ${max} 个字`;
    return checkText(value);
  };
