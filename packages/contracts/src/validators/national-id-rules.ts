// Zod-free, so a form that only checks an ID number does not load zod (issue 25; the schema is in national-id.ts).

export const ID_FORMAT_MESSAGE = '身份证长度或格式错误';
export const ID_CHECKSUM_MESSAGE = '身份证号非法';

// First-generation 15-digit numbers carry no check character; 18-character ones end in a digit or X.
// A lowercase x is accepted because phone keyboards often produce it; NationalId stores it uppercased.
const ID_FORMAT = /^(?:\d{15}|\d{17}[\dXx])$/;
/** GB 11643 weights of the first 17 digits. */
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
/** Check character for each weighted sum mod 11. */
const ID_CHECK_CHARS = '10X98765432';

/** The GB 11643 check character of the first 17 digits of an 18-character ID number. */
export function nationalIdCheckChar(first17Digits: string): string {
  if (!/^\d{17}$/.test(first17Digits)) throw new RangeError('nationalIdCheckChar needs exactly 17 digits');
  const sum = ID_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(first17Digits[i]), 0);
  return ID_CHECK_CHARS.charAt(sum % 11);
}

/** Checks a national ID number: the failure message, or null when valid (format, then checksum for 18 characters). */
export function checkNationalId(value: string): string | null {
  if (!ID_FORMAT.test(value)) return ID_FORMAT_MESSAGE;
  if (value.length === 15) return null;
  return nationalIdCheckChar(value.slice(0, 17)) === value.charAt(17).toUpperCase() ? null : ID_CHECKSUM_MESSAGE;
}
