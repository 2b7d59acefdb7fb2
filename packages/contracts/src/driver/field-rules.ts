// Zod-free rules and limits of the driver's fields, so a form that only checks them does not load zod (docs/decisions/015,
// 026); their schemas are in fields.ts.

/** SMS verification codes are 6 digits. */
export const VERIFY_CODE_LENGTH = 6;
export const VERIFY_CODE_MESSAGE = '请输入 6 位数字验证码';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
export const PASSWORD_MESSAGE = `密码须为 ${PASSWORD_MIN}-${PASSWORD_MAX} 位，且同时包含字母和数字`;
// Printable ASCII without spaces: what every phone keyboard can type again on another phone.
const PASSWORD_CHARS = /^[\x21-\x7e]+$/;

/** Whether a new password follows the rules: 8-20 printable characters with at least one letter and one digit. */
export const isValidPassword = (s: string): boolean =>
  s.length >= PASSWORD_MIN && s.length <= PASSWORD_MAX && PASSWORD_CHARS.test(s) && /[A-Za-z]/.test(s) && /\d/.test(s);

export const NICK_NAME_MAX = 20;
export const USER_NAME_MAX = 30;

/** `138****0000`: a phone shown on screen. */
export const maskPhone = (phone: string): string =>
  phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
