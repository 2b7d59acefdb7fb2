import {
  AppError,
  ErrorCode,
  formatFenCompact,
  MAX_REENTRY_MINUTES,
  type CouponKind,
  type CouponScope,
  type FeeRule,
} from '@parking/contracts';
import { feeRuleLabels } from '../tariffs';

/**
 * The two coupon kinds of decision 053 — the alternative fee rule (a merchant rate) and free re-entry within N
 * minutes — as the server sees them: what makes a template of them sound and their words on the coupon card. Their
 * discount depends on the stay: kind-discounts.ts.
 */

export interface KindTerms {
  kind: CouponKind;
  value: number;
  scope?: CouponScope;
  altRule?: FeeRule | null | undefined;
}

/** Refuses a template whose kind, value, scope and rule disagree, each with its own code (0xc301–0xc303). */
export function checkTemplateKind(t: KindTerms): void {
  const isNew = t.kind === 'altRule' || t.kind === 'reentry';
  if (isNew && t.scope === 'charging') throw new AppError(ErrorCode.COUPON_KIND_PARKING_ONLY);
  if ((t.kind === 'altRule') !== (t.altRule !== undefined && t.altRule !== null))
    throw new AppError(ErrorCode.COUPON_ALT_RULE);
  if (t.kind === 'reentry' && !(Number.isInteger(t.value) && t.value >= 1 && t.value <= MAX_REENTRY_MINUTES))
    throw new AppError(ErrorCode.COUPON_REENTRY_WINDOW);
}

/** The stored value of a new-kind template: the re-entry window in minutes, 0 for an alternative rule. */
export const storedValue = (t: KindTerms): number => (t.kind === 'altRule' ? 0 : t.value);

/** The short title on the coupon card: 商户价5元/次, 商户优惠价; 30分钟内再入场连续计费. */
export function kindTitle(t: KindTerms): string | undefined {
  if (t.kind === 'altRule') {
    const small = t.altRule?.small;
    return small?.kind === 'perVisit' && small.everyMinutes === undefined
      ? `商户价${formatFenCompact(small.priceFen)}/次`
      : '商户优惠价';
  }
  if (t.kind === 'reentry') return `${t.value}分钟内再入场连续计费`;
  return undefined;
}

/** The sentence under the title: what the coupon does to the fee, and that it never makes it dearer. */
export function kindDetail(t: KindTerms): string | undefined {
  if (t.kind === 'altRule' && t.altRule) {
    return `按商户收费规则计费（${feeRuleLabels(t.altRule).join('，')}），低于车场原价时生效`;
  }
  if (t.kind === 'reentry') {
    return `离场后${t.value}分钟内再次入场，两次停车按一次连续停车计费并扣除上次停车费，不高于单独计费`;
  }
  return undefined;
}
