import {
  AppError,
  BAG_KINDS,
  BAG_VEHICLE_CLASSES,
  ErrorCode,
  isPeriodKind,
  bagKindLabel,
  bagVehicleClassLabel,
  bagVehicleClassOf,
  formatPlateNo,
  parsePlate,
} from '@parking/contracts';
import { shanghaiDayStart } from '@parking/contracts/shanghai-time';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { PicturesService } from '../basic';
import type { PurchaseRefund } from '../payments';
import { refundOf } from './monthly-plan-consumption';
import { DAY_MS, notRenewable, quotaOf, renewability } from './monthly-plan-rules';
import type {
  BagApplicationRow,
  BagCancellationRow,
  BagParkRow,
  BagPlanRow,
  BagProductRow,
  MonthlyPlansRepository,
} from './monthly-plans.repository';
import { createMonthlyPlanViews } from './monthly-plan-views';

export { balanceText, iso, toProduct } from './monthly-plan-views';

/** Who is acting: a signed-in driver of a dealer. */
export interface DriverRef {
  id: string;
  dealerId: string;
}

/** Opens the order that pays a plan (the payments module's purchase, bound to the request's payer and key). */
export type { OpenPurchase } from '../payments';

/**
 * A reminder as a WeChat template message (decision 055): the driver's openid under the dealer's official account
 * (null: none, the SMS outbox at once), and the sending, after the reminder was claimed; false when WeChat refused
 * or could not be reached (the SMS outbox then).
 */
export interface WechatReminders {
  openidOf(dealerId: string, driverId: string): Promise<string | null>;
  send(
    dealerId: string,
    openid: string,
    reminder: { park: string; kind: string; until: string; days: number; planId: string },
  ): Promise<boolean>;
}

/** Sends a reminder text (the SMS outbox in the demo). */
export type SendReminder = (
  tx: Db,
  message: { signName: string; phone: string; content: string; params: Record<string, string> },
) => Promise<void>;

export const notFound = (what: string) => new AppError(ErrorCode.NOT_FOUND, `${what}不存在`);
export const wrongState = (message?: string) => new AppError(ErrorCode.BAG_WRONG_STATE, message);

/** Statuses in which the driver may still edit and resubmit. */
export const EDITABLE: BagApplicationRow['status'][] = ['pending', 'moreInfo', 'rejected'];

/** Products as drivers read them: small cars first, shorter kinds first. */
export const byClassAndKind = (a: BagProductRow, b: BagProductRow) =>
  BAG_VEHICLE_CLASSES.indexOf(a.vehicleClass) - BAG_VEHICLE_CLASSES.indexOf(b.vehicleClass) ||
  BAG_KINDS.indexOf(a.kind) - BAG_KINDS.indexOf(b.kind);

export const rulesOf = (park: BagParkRow) => ({
  lateRenewDays: park.lateRenewDays,
  lateRenewFrom: park.lateRenewFrom,
  startsNextDay: park.startsNextDay,
  needsProof: park.needsProof,
  notice: park.notice,
});

export interface MonthlyPlanDeps {
  db: Db;
  repo: MonthlyPlansRepository;
  pictures: Pick<PicturesService, 'exists' | 'remove'>;
  sendReminder: SendReminder;
  /** Reminders as WeChat template messages first, where configured. */
  wechatReminders?: WechatReminders;
  /** The 【signature】 of a dealer's texts (its app name); read before the reminder's transaction. */
  signNameOf: (dealerId: string) => Promise<string>;
  /** Money back for a purchase, inside the caller's transaction, once per key (decision 035). */
  refund: (tx: Db, refund: PurchaseRefund) => Promise<boolean>;
  /** The dealer's driver with a phone (a 免费 plan granted to that phone shows in their app). */
  driverByPhone?: (dealerId: string, phone: string) => Promise<{ id: string } | undefined>;
  clock: Clock;
}

/**
 * What the parts of the monthly-plan service share (decision 037): the checks, the reads of a driver's own rows, the
 * park's quota under its lock, the refund on a cancel, and the views.
 */
export function createMonthlyPlanAccess(deps: MonthlyPlanDeps) {
  const { db, repo, pictures, clock } = deps;

  async function parkOf(dealerId: string, parkId: string, via: Db = db): Promise<BagParkRow> {
    const park = await repo.park(dealerId, parkId, via);
    if (!park) throw new AppError(ErrorCode.NOT_FOUND, '该停车场未开通月卡');
    return park;
  }

  async function checkPictures(urls: string[]): Promise<string[]> {
    const unique = [...new Set(urls)];
    for (const url of unique) {
      if (!(await pictures.exists(url))) throw new AppError(ErrorCode.INVALID_INPUT, '图片不存在或已过期，请重新上传');
    }
    return unique;
  }

  /** Every plate must be of the product's price class (a yellow plate pays the large price). */
  function checkVehicleClass(product: BagProductRow, plates: { plateNo: string; plateColor?: number | undefined }[]) {
    for (const p of plates) {
      const parsed = parsePlate(p.plateNo, { plateColor: p.plateColor === 2 ? 2 : undefined });
      const vehicleClass = parsed.ok ? bagVehicleClassOf(parsed.plate) : 'small';
      if (vehicleClass !== product.vehicleClass) {
        throw new AppError(
          ErrorCode.BAG_PRODUCT_UNAVAILABLE,
          `${formatPlateNo(p.plateNo)} 为${bagVehicleClassLabel[vehicleClass]}，请选择${bagVehicleClassLabel[vehicleClass]}月卡`,
        );
      }
    }
  }

  const storedPlates = (plates: { plateNo: string; plateColor?: number | undefined }[]) =>
    plates.map((p) => ({ plateNo: p.plateNo, plateColor: p.plateColor === 2 ? 2 : 0 }));

  async function checkPlatesFree(driverId: string, parkId: string, plateNos: string[], from: Date, exceptId?: string) {
    const onPlan = await repo.planWithPlate(parkId, plateNos, from);
    if (onPlan) {
      throw new AppError(
        ErrorCode.BAG_PLATE_TAKEN,
        `${formatPlateNo(onPlan.plateNo)} 在本停车场已有月卡，请勿重复办理`,
      );
    }
    if (await repo.openApplicationWith(driverId, parkId, plateNos, exceptId)) {
      throw new AppError(ErrorCode.BAG_PLATE_TAKEN, '该车牌在本停车场已有办理中的月卡申请');
    }
  }

  /** The end of today (Shanghai): a cancelled plan covers the rest of the day it is cancelled on. */
  const cancelEnd = (now: Date) => new Date(shanghaiDayStart(now.getTime()) + DAY_MS);

  /** What cancelling a plan now would give back, per payment (nothing for a grant or an ended plan). */
  async function refundNow(row: BagPlanRow, via: Db = db) {
    const now = clock.now();
    if (row.kind === 'free' || row.endedAt || row.validUntil <= now) return { total: 0, perPayment: [], payments: [] };
    const payments = await repo.paymentsOf(row.id, via);
    const refund = refundOf(
      row,
      payments.map((p) => ({
        amountFen: p.amountFen,
        periodFrom: p.periodFrom.getTime(),
        periodUntil: p.periodUntil.getTime(),
      })),
      cancelEnd(now).getTime(),
    );
    return { ...refund, payments };
  }

  async function ownApplication(driver: DriverRef, id: string, via: Db = db, lock = false) {
    const row = await repo.application(id, via, { lock });
    if (!row || row.driverId !== driver.id) throw notFound('月卡申请');
    return row;
  }

  async function ownPlan(driver: DriverRef, id: string, via: Db = db, lock = false) {
    const row = await repo.plan(id, via, { lock });
    if (!row || row.driverId !== driver.id) throw notFound('月卡');
    return row;
  }

  /**
   * Holds a space for an application or a renewal under the park's lock: counted from what holds spaces now, so
   * of any number of concurrent buyers of the last space exactly one gets it.
   */
  async function holdSpace(tx: Db, park: BagParkRow, now: Date): Promise<void> {
    await repo.lockPark(tx, park.parkId);
    await checkQuota(tx, park, now);
  }

  /** Under the park's lock: refuses when the spaces held reach the quota. */
  async function checkQuota(tx: Db, park: BagParkRow, now: Date): Promise<void> {
    const quota = quotaOf(park.quotaShare, park.totalSpaces);
    if (quota < 0) return;
    const held = (await repo.held([park.parkId], now, tx)).get(park.parkId) ?? 0;
    if (held >= quota) throw new AppError(ErrorCode.BAG_SOLD_OUT);
  }

  const productOf = (plan: BagPlanRow, via: Db = db) =>
    plan.productId ? repo.product(plan.productId, via) : Promise.resolve(undefined);

  function renewabilityOf(plan: BagPlanRow, park: BagParkRow, product: BagProductRow | undefined, now: Date) {
    const refuse = notRenewable;
    if (plan.endedAt) return refuse('该月卡已退卡或已终止，请重新办理');
    if (plan.kind === 'free') return refuse('免费卡由停车场发放，无需续费');
    if (!isPeriodKind(plan.kind)) return refuse(`${bagKindLabel[plan.kind]}不支持续费，用完后请重新办理`);
    return renewability(
      { kind: plan.kind, validUntil: plan.validUntil.getTime() },
      park,
      now.getTime(),
      product ? product.priceFen : null,
    );
  }

  /**
   * Ends a plan on an approved cancel: it covers the rest of the cancel day, a card's balance goes, and each of its
   * payments is refunded its unused share once (`plan-refund:<cancellation>`: a replay refunds nothing more).
   */
  async function endWithRefund(tx: Db, cancellation: BagCancellationRow, now: Date): Promise<number> {
    const plan = (await repo.plan(cancellation.planId, tx, { lock: true }))!;
    const refund = await refundNow(plan, tx);
    for (const [i, payment] of refund.payments.entries()) {
      const amountFen = refund.perPayment[i] ?? 0;
      if (amountFen > 0) {
        await deps.refund(tx, { orderNo: payment.orderNo, key: `plan-refund:${cancellation.id}`, amountFen });
      }
    }
    if (!plan.endedAt && plan.validUntil > now) await repo.endPlan(tx, plan, cancelEnd(now), now);
    return refund.total;
  }

  const views = createMonthlyPlanViews({ repo, clock, refundNow });
  return {
    deps,
    db,
    repo,
    pictures,
    clock,
    parkOf,
    checkPictures,
    checkVehicleClass,
    storedPlates,
    checkPlatesFree,
    cancelEnd,
    refundNow,
    ownApplication,
    ownPlan,
    holdSpace,
    checkQuota,
    productOf,
    renewabilityOf,
    endWithRefund,
    ...views,
  };
}
export type MonthlyPlanAccess = ReturnType<typeof createMonthlyPlanAccess>;
