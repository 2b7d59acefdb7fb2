import {
  AppError,
  DEFAULT_SHARING_REFUND_RULE,
  ErrorCode,
  formatPlateNo,
  shareStatusLabel,
  sharingKindLabel,
  type PlateWithColor,
  type Share,
  type SharingProduct,
  type SharingRefundRule,
  type SharingViolation,
} from '@parking/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { StayRow } from '../parking';
import { createCreditLedger } from './credit-ledger';
import type { SharingProductRow, SharingRepository, ShareRow } from './sharing.repository';
import { expandWindows, periodDays, periodsOnSale, scheduleText, type Interval } from './sharing-rules';

export type { DriverRef } from './credit-ledger';

/** Opens the order that pays a share (the payments module's purchase, bound to the request's payer and key). */
export type { OpenPurchase } from '../payments';

/** Whether a plate holds a monthly plan at a park over [from, until) (the bag module answers). */
export type MonthlyPlanCheck = (parkId: string, plateNo: string, from: Date) => Promise<boolean>;

export const iso = (ms: number | Date) => new Date(ms).toISOString();
export const notFound = (what: string) => new AppError(ErrorCode.NOT_FOUND, `${what}不存在`);
export const unavailable = (message?: string) => new AppError(ErrorCode.SHARING_PRODUCT_UNAVAILABLE, message);

export const toViolation = ({
  violation: v,
  parkName,
  stayState,
}: Awaited<ReturnType<SharingRepository['violationsOf']>>[number]): SharingViolation => ({
  violationId: v.id,
  shareId: v.shareId,
  parkName,
  plateNo: v.plateNo,
  enteredAt: iso(v.enteredAt),
  exitedAt: iso(v.exitedAt),
  earlyMinutes: v.earlyMinutes,
  lateMinutes: v.lateMinutes,
  minutes: v.minutes,
  feeFen: v.feeFen,
  paid: stayState === 'left',
});

export function toShare(share: ShareRow, product: SharingProductRow, parkName: string): Share {
  return {
    shareId: share.id,
    productId: share.productId,
    parkId: share.parkId,
    parkName,
    kind: share.kind,
    kindName: sharingKindLabel[share.kind],
    name: product.name,
    plateNo: share.plateNo,
    period: share.period,
    scheduleText: scheduleText(product.rules),
    priceFen: share.priceFen,
    status: share.status,
    statusText: shareStatusLabel[share.status],
    windows: share.windows.map(([from, to]) => ({ from: iso(from), to: iso(to) })),
    orderNo: share.orderNo,
    createdAt: iso(share.createdAt),
  };
}

export interface SharingDeps {
  db: Db;
  repo: SharingRepository;
  clock: Clock;
  hasMonthlyPlan: MonthlyPlanCheck;
  /** Gives money of a delivered purchase back in the caller's transaction (payments' refundPurchase). */
  refund: (tx: Db, refund: { orderNo: string; key: string; amountFen: number }) => Promise<boolean>;
  /** Reads a parking stay (the parking module's repository). */
  stayOf: (id: string) => Promise<StayRow | undefined>;
}

/**
 * What the parts of the sharing service share: the credit ledger, a product with its slots left, a share as the
 * driver reads it, the park's refund rule, a period's windows, and the checks that a plate is free there.
 */
export function createSharingAccess(deps: SharingDeps) {
  const { db, repo, clock } = deps;

  async function toProduct(row: SharingProductRow, parkName: string): Promise<SharingProduct> {
    const periods = periodsOnSale(row.kind, clock.now().getTime());
    const held = await repo.held(
      [row.id],
      periods.map((p) => p.period),
    );
    return {
      productId: row.id,
      parkId: row.parkId,
      parkName,
      kind: row.kind,
      kindName: sharingKindLabel[row.kind],
      name: row.name,
      priceFen: row.priceFen,
      rules: row.rules,
      scheduleText: scheduleText(row.rules),
      totalNum: row.quota,
      periods: periods.map((p) => ({
        ...p,
        leftNum: Math.max(0, row.quota - (held.get(`${row.id}|${p.period}`) ?? 0)),
      })),
    };
  }

  async function refundRuleOf(dealerId: string, parkId: string, via: Db = db): Promise<SharingRefundRule> {
    return (await repo.refundRule(dealerId, parkId, via)) ?? DEFAULT_SHARING_REFUND_RULE;
  }

  async function shareOf(share: ShareRow): Promise<Share> {
    const product = (await repo.product(share.productId))!;
    return toShare(share, product, (await repo.parkName(share.dealerId, share.parkId))?.name ?? '');
  }

  /** The windows a product gives for a period, from its schedule and the dealer's holidays. */
  async function windowsFor(product: SharingProductRow, period: string, via: Db = db): Promise<Interval[]> {
    const days = periodDays(product.kind, period);
    if (!days) throw unavailable('所选时段不可办理');
    const holidays = await repo.holidays(product.dealerId, days.firstDay, days.untilDay, via);
    return expandWindows(product.rules, days.firstDay, days.untilDay, holidays);
  }

  /** The plate holds no monthly plan there (read outside transactions: the bag module reads on its own handle). */
  async function checkNoPlan(parkId: string, plate: PlateWithColor, windows: Interval[]) {
    if (await deps.hasMonthlyPlan(parkId, plate.plateNo, new Date(windows[0]![0]))) {
      throw new AppError(ErrorCode.SHARING_PLATE_TAKEN, `${formatPlateNo(plate.plateNo)} 在本停车场已有月卡`);
    }
  }

  async function checkNoShare(parkId: string, plate: PlateWithColor, windows: Interval[], via: Db = db) {
    const [from, until] = [new Date(windows[0]![0]), new Date(windows.at(-1)![1])];
    if (await repo.shareOverlapping(parkId, plate.plateNo, from, until, via)) {
      throw new AppError(ErrorCode.SHARING_PLATE_TAKEN, `${formatPlateNo(plate.plateNo)} 在该时段已有错时共享`);
    }
  }

  return {
    deps,
    db,
    repo,
    clock,
    ...createCreditLedger({ db, repo, clock }),
    toProduct,
    refundRuleOf,
    shareOf,
    windowsFor,
    checkNoPlan,
    checkNoShare,
  };
}
export type SharingAccess = ReturnType<typeof createSharingAccess>;
