import { formatFenCompact, type CouponKind, type CouponState, type FeeRule } from '@parking/contracts';
import { shanghaiDayStart } from '@parking/contracts/shanghai-time';
import type { Discount } from '../tariffs';
import { kindTitle } from './coupon-kinds';

/** What a template takes off, as the fee engine takes it. */
export interface CouponTerms {
  kind: CouponKind;
  value: number;
  capFen: number | null;
  /** Charging coupons (decision 046) say what they waive: the service fee or the whole charging bill. */
  scope?: 'parking' | 'charging';
  serviceOnly?: boolean;
  /** altRule templates: the rule that prices the stay (decision 053). */
  altRule?: FeeRule | null;
}

/**
 * The fee engine's discount for a coupon's terms. The kinds of decision 053 depend on the stay (coupon-kinds.ts,
 * `discountForStay`) and are never asked of here: charging templates cannot have them (a CHECK).
 */
export function discountOf(terms: CouponTerms): Discount {
  switch (terms.kind) {
    case 'amount':
      return { kind: 'amount', fen: terms.value };
    case 'minutes':
      return { kind: 'minutes', minutes: terms.value };
    case 'waiver':
      return { kind: 'waiver' };
    case 'percent':
      return terms.capFen === null
        ? { kind: 'percent', percent: terms.value }
        : { kind: 'percent', percent: terms.value, capFen: terms.capFen };
    case 'altRule':
    case 'reentry':
      throw new Error(`a ${terms.kind} coupon is priced per stay (discountForStay)`);
  }
}

/** What the driver reads on the coupon: 减5元, 免60分钟, 停车费全免, 8折 / 8.5折 (最高减10元). */
export function couponTitle(terms: CouponTerms): string {
  switch (terms.kind) {
    case 'amount':
      return `减${formatFenCompact(terms.value)}`;
    case 'minutes':
      return terms.value % 60 === 0 ? `免${terms.value / 60}小时` : `免${terms.value}分钟`;
    case 'waiver':
      if (terms.scope === 'charging') return terms.serviceOnly ? '充电服务费全免' : '充电费全免';
      return '停车费全免';
    case 'percent': {
      const tenths = 100 - terms.value; // 20% off is 8折
      const zhe = tenths === 0 ? '免费' : `${tenths / 10}折`;
      return terms.capFen === null ? zhe : `${zhe}（最高减${formatFenCompact(terms.capFen)}）`;
    }
    case 'altRule':
    case 'reentry':
      return kindTitle(terms)!;
  }
}

/** A coupon's state as the wallet sees it at `now`: an unused one past its validity is expired. */
export function couponStateAt(
  row: { state: 'unused' | 'locked' | 'used' | 'revoked'; validUntil: Date },
  now: Date,
): CouponState {
  if (row.state === 'unused' && row.validUntil.getTime() <= now.getTime()) return 'expired';
  return row.state;
}

/** Which wallet tab a state belongs to. */
export const tabOf = (state: CouponState): 'unused' | 'used' | 'past' =>
  state === 'unused' || state === 'locked' ? 'unused' : state === 'used' ? 'used' : 'past';

/**
 * Whether a coupon may pay a bill now: valid at `now`, usable in the bill's park, and the bill's fee before it at
 * least the minimum spend. Who holds it and whether another payment holds it are the caller's checks.
 */
export function usableOn(
  coupon: { validFrom: Date; validUntil: Date; parkIds: readonly string[]; minSpendFen: number },
  bill: { parkId: string; grossFen: number },
  now: Date,
): boolean {
  const t = now.getTime();
  if (t < coupon.validFrom.getTime() || t >= coupon.validUntil.getTime()) return false;
  if (coupon.parkIds.length > 0 && !coupon.parkIds.includes(bill.parkId)) return false;
  return bill.grossFen > 0 && bill.grossFen >= coupon.minSpendFen;
}

/** Best first: the largest discount, then the one expiring soonest (use it before it is lost), then the oldest. */
export function rankUsable<T extends { discountFen: number; validUntil: Date; issuedAt: Date }>(coupons: T[]): T[] {
  return [...coupons].sort(
    (a, b) =>
      b.discountFen - a.discountFen ||
      a.validUntil.getTime() - b.validUntil.getTime() ||
      a.issuedAt.getTime() - b.issuedAt.getTime(),
  );
}

/** Whether a merchant may still take a coupon back: unused, within 10 minutes of giving it, before the car left. */
export function revocable(
  coupon: { state: 'unused' | 'locked' | 'used' | 'revoked'; issuedAt: Date },
  carLeft: boolean,
  now: Date,
  windowMinutes: number,
): boolean {
  return coupon.state === 'unused' && !carLeft && now.getTime() - coupon.issuedAt.getTime() <= windowMinutes * 60_000;
}

/** The Shanghai day an instant falls in (per-day claim limits). */
export const shanghaiDayOf = (at: Date): Date => new Date(shanghaiDayStart(at.getTime()));
