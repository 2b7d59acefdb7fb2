// Zod-free: monthly plans (月卡 / bag plans) as every screen and the server name them (docs/decisions/037).

/** Plan kinds on sale: months of validity each. Stored-value, visit and staff kinds are not sold yet. */
export const BagKind = { MONTH: 'month', QUARTER: 'quarter', HALF_YEAR: 'halfYear', YEAR: 'year' } as const;
export type BagKind = (typeof BagKind)[keyof typeof BagKind];
export const BAG_KINDS = Object.values(BagKind) as [BagKind, ...BagKind[]];
export const bagKindLabel: Record<BagKind, string> = {
  month: '月卡',
  quarter: '季卡',
  halfYear: '半年卡',
  year: '年卡',
};
export const bagKindMonths: Record<BagKind, number> = { month: 1, quarter: 3, halfYear: 6, year: 12 };

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
/** What the payments module calls these purchases (decision 035). */
export const BAG_PURCHASE = { NEW: 'monthlyPlan', RENEWAL: 'monthlyPlanRenewal' } as const;
