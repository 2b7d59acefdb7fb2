// Zod-free, so a screen that only checks a number does not load zod (docs/decisions/015, 026).
export const PHONE_MESSAGE = '请输入正确的手机号';

// Optional country code, then 1, a digit 3-9 and 9 more digits; the capture is the 11-digit number.
const MOBILE_PHONE = /^(?:\+86|0086)?(1[3-9]\d{9})$/;

/** Whether the text is a mainland mobile number, optionally prefixed with +86 or 0086 (spec section 5). */
export const isMobilePhone = (s: string): boolean => MOBILE_PHONE.test(s);

/** The 11-digit number without country code; throws RangeError when `s` is not a mobile number. */
export function normalizeMobilePhone(s: string): string {
  const digits = MOBILE_PHONE.exec(s)?.[1];
  if (digits === undefined) throw new RangeError(PHONE_MESSAGE);
  return digits;
}
