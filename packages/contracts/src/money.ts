/** Suffix of every amount shown to a driver (spec section 9). */
export const YUAN_SUFFIX = '元';

/** Shows integer fen as yuan with two decimals, e.g. 1250 → "12.50元", -5 → "-0.05元". */
export function formatFen(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`formatFen needs a safe integer number of fen, got ${fen}`);
  // Split the decimal digits as text: dividing by 100 in floating point is where "0.1 + 0.2" bugs come from.
  const digits = String(Math.abs(fen)).padStart(3, '0');
  const sign = fen < 0 ? '-' : '';
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}${YUAN_SUFFIX}`;
}

/** The yuan figure without 元, where the unit is printed beside it or a provider wants it: 1250 → "12.50". */
export const formatYuan = (fen: number): string => formatFen(fen).slice(0, -YUAN_SUFFIX.length);

/** A movement of money with its sign, without 元: 5000 → "+50.00", -800 → "-8.00", 0 → "+0.00". */
export const formatSignedYuan = (fen: number): string => `${fen < 0 ? '-' : '+'}${formatYuan(Math.abs(fen))}`;

/** Yuan without trailing zeros, for fee labels: 500 → "5元", 250 → "2.5元", 5 → "0.05元". */
export function formatFenCompact(fen: number): string {
  const [whole, decimals = ''] = formatYuan(fen).split('.');
  const kept = decimals.replace(/0+$/, '');
  return kept ? `${whole}.${kept}${YUAN_SUFFIX}` : `${whole}${YUAN_SUFFIX}`;
}

/** Whole yuan without cents, other amounts in full, for preset amounts: 2000 → "20元", 5050 → "50.50元". */
export const formatWholeYuan = (fen: number): string => formatFen(fen).replace(/\.00元$/, YUAN_SUFFIX);

// Optional minus, whole yuan, optionally a dot and one or two decimals, optionally 元.
const YUAN_TEXT = /^(-)?(\d+)(?:\.(\d{1,2}))?元?$/;

/**
 * Parses a yuan amount as typed ("12", "12.5", "12.50", "12.50元", "-0.05") into integer fen, exactly.
 * Surrounding whitespace is ignored; "12.", ".5", "1,000" and more than two decimals are refused, so a typo never
 * silently becomes a different amount. Negative amounts parse (formatFen's output round-trips); callers that need
 * a positive amount check the sign.
 */
export function yuanToFen(text: string): number {
  const match = YUAN_TEXT.exec(text.trim());
  if (!match) throw new RangeError(`Not a yuan amount with at most 2 decimals: "${text}"`);
  const [, minus, whole = '', decimals = ''] = match;
  // BigInt keeps the arithmetic exact; the range check below is what keeps the result a safe number.
  const fen = BigInt(whole) * 100n + BigInt(decimals.padEnd(2, '0'));
  if (fen > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`Yuan amount too large: "${text}"`);
  const value = Number(fen);
  return minus && value !== 0 ? -value : value;
}
