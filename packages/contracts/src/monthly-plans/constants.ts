// Zod-free: monthly plans (月卡 / bag plans) as every screen and the server name them (docs/decisions/037).

/**
 * Plan kinds (decision 037, 047): the period kinds (months of validity each), the consumable kinds — 储值卡 (stored
 * value in fen), 储次卡 (N visits), 储天卡 (N Shanghai days) — which deduct at exit, and 免费 (staff / whitelist,
 * granted by an operator, never sold).
 */
export const BagKind = {
  MONTH: 'month',
  QUARTER: 'quarter',
  HALF_YEAR: 'halfYear',
  YEAR: 'year',
  STORED_VALUE: 'storedValue',
  VISITS: 'visits',
  DAYS: 'days',
  FREE: 'free',
} as const;
export type BagKind = (typeof BagKind)[keyof typeof BagKind];
export const BAG_KINDS = Object.values(BagKind) as [BagKind, ...BagKind[]];
export const bagKindLabel: Record<BagKind, string> = {
  month: '月卡',
  quarter: '季卡',
  halfYear: '半年卡',
  year: '年卡',
  storedValue: '储值卡',
  visits: '储次卡',
  days: '储天卡',
  free: '免费卡',
};
/** Months of validity a purchase gives: one period of a period kind; a consumable card is usable for a year. */
export const bagKindMonths: Record<BagKind, number> = {
  month: 1,
  quarter: 3,
  halfYear: 6,
  year: 12,
  storedValue: 12,
  visits: 12,
  days: 12,
  free: 12,
};
/** Kinds sold by period and renewed by period. */
export const BAG_PERIOD_KINDS = ['month', 'quarter', 'halfYear', 'year'] as const satisfies readonly BagKind[];
/** Kinds that carry a balance deducted at exit: fen, visits or days. */
export const BAG_CONSUMABLE_KINDS = ['storedValue', 'visits', 'days'] as const satisfies readonly BagKind[];
export type BagConsumableKind = (typeof BAG_CONSUMABLE_KINDS)[number];
/** Kinds a park sells (免费 is granted, not sold). */
export const BAG_SOLD_KINDS = [...BAG_PERIOD_KINDS, ...BAG_CONSUMABLE_KINDS] as [BagKind, ...BagKind[]];
export const isConsumableKind = (kind: BagKind): kind is BagConsumableKind =>
  (BAG_CONSUMABLE_KINDS as readonly string[]).includes(kind);
export const isPeriodKind = (kind: BagKind): boolean => (BAG_PERIOD_KINDS as readonly string[]).includes(kind);
/** How a balance of each consumable kind reads: 120.00元, 8次, 5天. */
export const bagUnitLabel: Record<BagConsumableKind, string> = { storedValue: '元', visits: '次', days: '天' };

/** Price classes: small or large (yellow plate) × fuel or new energy (green plate). */
export const BagVehicleClass = {
  SMALL: 'small',
  SMALL_NEW_ENERGY: 'smallNewEnergy',
  LARGE: 'large',
  LARGE_NEW_ENERGY: 'largeNewEnergy',
} as const;
export type BagVehicleClass = (typeof BagVehicleClass)[keyof typeof BagVehicleClass];
export const BAG_VEHICLE_CLASSES = Object.values(BagVehicleClass) as [BagVehicleClass, ...BagVehicleClass[]];
export const bagVehicleClassLabel: Record<BagVehicleClass, string> = {
  small: '小型车',
  smallNewEnergy: '小型新能源车',
  large: '大型车',
  largeNewEnergy: '大型新能源车',
};

/** The price class of a parsed plate: yellow (plateColor 2) or a large new-energy plate is large. */
export function bagVehicleClassOf(plate: {
  plateColor?: number | undefined;
  newEnergy: { size: 'small' | 'large' } | null;
}): BagVehicleClass {
  const large = plate.plateColor === 2 || plate.newEnergy?.size === 'large';
  if (plate.newEnergy) return large ? 'largeNewEnergy' : 'smallNewEnergy';
  return large ? 'large' : 'small';
}

/**
 * An application's life: 待审核 → 待支付 (approved; a space is held while its order is open) → 已办理 (paid, the
 * plan exists); or 待补充 / 未通过 back to the driver, who edits and resubmits; 已撤销 when withdrawn.
 */
export const BagApplicationStatus = {
  PENDING: 'pending',
  MORE_INFO: 'moreInfo',
  REJECTED: 'rejected',
  APPROVED: 'approved',
  PAYING: 'paying',
  PAID: 'paid',
  WITHDRAWN: 'withdrawn',
} as const;
export type BagApplicationStatus = (typeof BagApplicationStatus)[keyof typeof BagApplicationStatus];
export const BAG_APPLICATION_STATUSES = Object.values(BagApplicationStatus) as [
  BagApplicationStatus,
  ...BagApplicationStatus[],
];
export const bagApplicationStatusLabel: Record<BagApplicationStatus, string> = {
  pending: '待审核',
  moreInfo: '待补充材料',
  rejected: '审核未通过',
  approved: '待支付',
  paying: '支付中',
  paid: '已办理',
  withdrawn: '已撤销',
};

/** A plan as the driver sees it today: not yet started, in force, or ended. */
export const BagPlanState = { UPCOMING: 'upcoming', ACTIVE: 'active', EXPIRED: 'expired' } as const;
export type BagPlanState = (typeof BagPlanState)[keyof typeof BagPlanState];
export const bagPlanStateLabel: Record<BagPlanState, string> = {
  upcoming: '未生效',
  active: '生效中',
  expired: '已过期',
};

/** Late renewal counted from the old expiry (the gap is paid) or from the renewal day (the gap is not covered). */
export const BagLateRenewFrom = { EXPIRY: 'expiry', RENEWAL: 'renewal' } as const;
export type BagLateRenewFrom = (typeof BagLateRenewFrom)[keyof typeof BagLateRenewFrom];

/** 一位多车: most plates one plan may carry (only one of them parks on the plan at a time). */
export const BAG_MAX_PLATES = 3;
/** Most licence (行驶证) and proof pictures an application carries. */
export const BAG_MAX_PICTURES = 4;
/** Reminders before expiry, in days. */
export const BAG_REMINDER_DAYS = [7, 3, 1] as const;
/** A plan's life besides its validity: cancelled (refunded pro rata after review) ends it early. */
export const BagCancelStatus = { PENDING: 'pending', APPROVED: 'approved', REJECTED: 'rejected' } as const;
export type BagCancelStatus = (typeof BagCancelStatus)[keyof typeof BagCancelStatus];
export const BAG_CANCEL_STATUSES = Object.values(BagCancelStatus) as [BagCancelStatus, ...BagCancelStatus[]];
export const bagCancelStatusLabel: Record<BagCancelStatus, string> = {
  pending: '退卡审核中',
  approved: '已退卡',
  rejected: '退卡未通过',
};
/** A plan payment's kind as the payment history reads it. */
export const bagPaymentKindLabel = { new: '新办', renewal: '续费', topUp: '充值' } as const;
/** What the payments module calls these purchases (decision 035). */
export const BAG_PURCHASE = {
  NEW: 'monthlyPlan',
  RENEWAL: 'monthlyPlanRenewal',
  /** Topping up a 储值卡 (decision 055). */
  TOP_UP: 'monthlyPlanTopUp',
} as const;
/** A 储值卡 top-up, in fen: whole yuan from 10 to 2000 (decision 055). */
export const BAG_TOP_UP_MIN_FEN = 1_000;
export const BAG_TOP_UP_MAX_FEN = 200_000;
