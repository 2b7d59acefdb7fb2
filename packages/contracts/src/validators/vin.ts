// Zod-free: the VIN rules (ISO 3779 / GB 16735), read by the /chargingVinAdd page before any zod is loaded.

/** 17 characters of the VIN alphabet: digits and capitals without I, O and Q (they read as 1 and 0). */
const VIN_SHAPE = /^[A-HJ-NPR-Z0-9]{17}$/;
const LETTER_VALUES = 'A1B2C3D4E5F6G7H8J1K2L3M4N5P7R9S2T3U4V5W6X7Y8Z9';
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

const valueOf = (c: string): number => {
  if (c >= '0' && c <= '9') return c.charCodeAt(0) - 48;
  const i = LETTER_VALUES.indexOf(c);
  return i < 0 ? -1 : Number(LETTER_VALUES[i + 1]);
};

/** The check digit (position 9) the other 16 characters call for: '0'–'9' or 'X' (a remainder of 10). */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += valueOf(vin[i] ?? '0') * WEIGHTS[i]!;
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
}

/** Upper-cases and drops spaces: what a driver types, as it is stored. */
export const normaliseVin = (input: string): string => input.replace(/\s+/g, '').toUpperCase();

/** Why a (normalised) VIN is refused, or null when it is a valid VIN. */
export function vinProblem(vin: string): string | null {
  if (vin.length !== 17) return '车架号为17位字母或数字';
  if (/[IOQ]/.test(vin)) return '车架号不含字母 I、O、Q';
  if (!VIN_SHAPE.test(vin)) return '车架号为17位字母或数字';
  if (vin[8] !== vinCheckDigit(vin)) return '车架号校验位不正确，请核对';
  return null;
}

export const isVin = (vin: string): boolean => vinProblem(vin) === null;
