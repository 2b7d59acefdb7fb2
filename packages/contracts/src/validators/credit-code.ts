// Zod-free: the invoice forms check a code on their first paint (the schema is credit-code-schema.ts).
export const CREDIT_CODE_FORMAT_MESSAGE = '请输入18位统一社会信用代码';
export const CREDIT_CODE_CHECKSUM_MESSAGE = '统一社会信用代码校验错误，请核对';

/** GB 32100-2015 characters: digits and capitals without I, O, S, V, Z (each character's value is its index). */
const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** Weights of the first 17 characters (3^i mod 31). */
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
const FORMAT = /^[0-9A-HJ-NPQRTUWXY]{18}$/;

/** The GB 32100 check character of the first 17 characters of a unified social credit code. */
export function creditCodeCheckChar(first17: string): string {
  if (!/^[0-9A-HJ-NPQRTUWXY]{17}$/.test(first17)) throw new RangeError('creditCodeCheckChar needs 17 code characters');
  const sum = WEIGHTS.reduce((acc, weight, i) => acc + weight * CHARSET.indexOf(first17.charAt(i)), 0);
  return CHARSET.charAt((31 - (sum % 31)) % 31);
}

/** Checks a unified social credit code (统一社会信用代码): the failure message, or null when valid. */
export function checkCreditCode(value: string): string | null {
  if (!FORMAT.test(value)) return CREDIT_CODE_FORMAT_MESSAGE;
  return creditCodeCheckChar(value.slice(0, 17)) === value.charAt(17) ? null : CREDIT_CODE_CHECKSUM_MESSAGE;
}
