import { formatYuan, yuanToFen } from '@parking/contracts';

// Optional minus, whole yuan, optionally a dot, one or two decimals and zeros only after them ("0.01000" is a fee
// in WeChat's bill): a non-zero digit below a fen is refused, never rounded.
const PROVIDER_YUAN = /^(-)?(\d+)(?:\.(\d{1,2})0*)?$/;

/**
 * Converts a provider's yuan amount ("12.50", "0.1", "¥0.01", "`0.01", "0.01000") into integer fen, exactly.
 * Refuses anything else ("12.", "1e3", "0.001", "12.50元", "") so a malformed amount can never become money.
 */
export function providerYuanToFen(text: string, options: { allowNegative?: boolean } = {}): number {
  // WeChat's bill prefixes every field with a backtick; some exports prefix amounts with a yuan sign.
  const cleaned = text
    .trim()
    .replace(/^`/, '')
    .replace(/^[¥￥]/, '');
  const match = PROVIDER_YUAN.exec(cleaned);
  if (!match) throw new RangeError(`Not a provider yuan amount: "${text}"`);
  const [, minus = '', whole = '', decimals = ''] = match;
  if (minus && !options.allowNegative) throw new RangeError(`Negative amount not allowed here: "${text}"`);
  // contracts' yuanToFen does the exact (BigInt) arithmetic and the safe-integer range check.
  return yuanToFen(`${minus}${whole}${decimals ? `.${decimals}` : ''}`);
}

/** Integer fen as the yuan text providers take, always two decimals: 1250 → "12.50", 1 → "0.01". */
export function fenToYuanText(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`Expected a non-negative integer of fen, got ${fen}`);
  return formatYuan(fen);
}
