import { formatFen, yuanToFen } from '@parking/contracts';

export interface RechargeLimits {
  minFen: number;
  maxFen: number;
  maxBalanceFen: number;
}

export type AmountCheck = { ok: true; fen: number } | { ok: false; message: string };

/**
 * Checks what the driver typed as a custom recharge amount (yuan, up to two decimals) against the limits the server
 * sent, so the button says why it is off before any request; the server checks it all again.
 */
export function checkRechargeAmount(text: string, limits: RechargeLimits, balanceFen: number): AmountCheck {
  if (text.trim() === '') return { ok: false, message: '请输入充值金额' };
  let fen: number;
  try {
    fen = yuanToFen(text);
  } catch {
    return { ok: false, message: '请输入正确的金额，最多两位小数' };
  }
  if (fen < limits.minFen || fen > limits.maxFen) {
    return { ok: false, message: `单次充值金额须在${formatFen(limits.minFen)}至${formatFen(limits.maxFen)}之间` };
  }
  if (balanceFen + fen > limits.maxBalanceFen) {
    const room = Math.max(0, limits.maxBalanceFen - balanceFen);
    return { ok: false, message: `账户余额上限为${formatFen(limits.maxBalanceFen)}，当前最多可充值${formatFen(room)}` };
  }
  return { ok: true, fen };
}

/** Keeps only what can be part of an amount while typing: digits and one dot with at most two decimals. */
export function sanitizeAmountInput(text: string): string {
  const cleaned = text.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  if (rest.length === 0) return whole.slice(0, 7);
  return `${whole.slice(0, 7)}.${rest.join('').slice(0, 2)}`;
}
