import {
  AppError,
  BAG_KINDS,
  BAG_PURCHASE,
  BAG_VEHICLE_CLASSES,
  BAG_REMINDER_DAYS,
  BagApplicationStatus,
  BagCancelStatus,
  ErrorCode,
  bagApplicationStatusLabel,
  bagCancelStatusLabel,
  bagUnitLabel,
  formatFen,
  isConsumableKind,
  isPeriodKind,
  bagKindLabel,
  bagPaymentKindLabel,
  bagPlanStateLabel,
  bagVehicleClassLabel,
  bagVehicleClassOf,
  formatPlateNo,
  parsePlate,
  type BagApplication,
  type BagApplicationEdited,
  type BagCancelReview,
  type BagGranted,
  type BagApplied,
  type BagPark,
  type BagParkSettings,
  type BagParkSettingsInput,
  type BagPlan,
  type BagPlanPayment,
  type BagProduct,
  type BagProductInput,
  type BagReview,
  type OperatorBagApplication,
  type OperatorBagCancellation,
  type OperatorBagPlan,
  type PageQuery,
  type Renewability,
} from '@parking/contracts';
import { shanghaiDay, shanghaiDayStart, shanghaiTime } from '@parking/contracts/shanghai-time';
import { and, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { pageOf } from '../../db/paging';
import { bagApplications } from '../../db/schema';
import type { PicturesService } from '../basic';
import { createStaysRepository } from '../parking';
import type { PayAnswer, PurchaseRecord, PurchaseRefund } from '../payments';
import { refundOf } from './bag-consumption';
import {
  DAY_MS,
  dueReminder,
  earliestStart,
  notRenewable,
  periodFrom,
  planState,
  quotaOf,
  renewability,
  spacesLeft,
  startDateProblem,
  startOf,
} from './bag-rules';
import type {
  BagApplicationRow,
  BagCancellationRow,
  BagParkRow,
  BagPlanRow,
  BagProductRow,
  BagRepository,
} from './bag.repository';

/** Who is acting: a signed-in driver of a dealer. */
export interface DriverRef {
  id: string;
  dealerId: string;
}

/** Opens the order that pays a plan (the payments module's purchase, bound to the request's payer and key). */
export interface OpenPurchase {
  /** The request's idempotency key. */
  key: string;
  open(order: { purpose: string; ref: string; amountFen: number; description: string }): Promise<PayAnswer>;
}

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

const notFound = (what: string) => new AppError(ErrorCode.NOT_FOUND, `${what}不存在`);
const wrongState = (message?: string) => new AppError(ErrorCode.BAG_WRONG_STATE, message);
const iso = (d: Date | number) => new Date(d).toISOString();
const maskId = (id: string) => (id.length > 8 ? `${id.slice(0, 4)}${'*'.repeat(id.length - 8)}${id.slice(-4)}` : id);

/** Statuses in which the driver may still edit and resubmit. */
const EDITABLE: BagApplicationRow['status'][] = ['pending', 'moreInfo', 'rejected'];

export function toProduct(row: BagProductRow): BagProduct {
  return {
    productId: row.id,
    parkId: row.parkId,
    kind: row.kind,
    kindName: bagKindLabel[row.kind],
    vehicleClass: row.vehicleClass,
    vehicleClassName: bagVehicleClassLabel[row.vehicleClass],
    priceFen: row.priceFen,
    windows: row.windows ?? null,
    quantity: row.quantity,
    maxPlates: row.maxPlates,
  };
}

/** A card's balance as a driver reads it: 剩余 8次, 剩余 120.00元. */
export function balanceText(row: Pick<BagPlanRow, 'kind' | 'balance'>): string | null {
  if (!isConsumableKind(row.kind) || row.balance === null) return null;
  return row.kind === 'storedValue' ? `剩余 ${formatFen(row.balance)}` : `剩余 ${row.balance}${bagUnitLabel[row.kind]}`;
}

/** Products as drivers read them: small cars first, shorter kinds first. */
const byClassAndKind = (a: BagProductRow, b: BagProductRow) =>
  BAG_VEHICLE_CLASSES.indexOf(a.vehicleClass) - BAG_VEHICLE_CLASSES.indexOf(b.vehicleClass) ||
  BAG_KINDS.indexOf(a.kind) - BAG_KINDS.indexOf(b.kind);

const rulesOf = (park: BagParkRow) => ({
  lateRenewDays: park.lateRenewDays,
  lateRenewFrom: park.lateRenewFrom,
  startsNextDay: park.startsNextDay,
  needsProof: park.needsProof,
  notice: park.notice,
});

/**
 * Monthly plans (decision 037): a park's offer, applications with materials and their review, paying (a space is
 * held under the park's lock, so a quota is never oversold), renewals, and the expiry reminders.
 */
export function createBagService(deps: {
  db: Db;
  repo: BagRepository;
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
}) {
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

  async function toApplication(row: BagApplicationRow): Promise<BagApplication> {
    const [park, product] = await Promise.all([repo.park(row.dealerId, row.parkId), repo.product(row.productId)]);
    return {
      applicationId: row.id,
      parkId: row.parkId,
      parkName: park?.name ?? '',
      product: toProduct(product!),
      plates: row.plates.map((p) => ({ plateNo: p.plateNo, plateColor: p.plateColor === 2 ? 2 : null })),
      applicantName: row.applicantName,
      phone: row.phone,
      idNumberMasked: maskId(row.idNumber),
      licencePictures: row.licencePictures,
      proofPictures: row.proofPictures,
      startDate: row.startDate,
      status: row.status,
      statusText: bagApplicationStatusLabel[row.status],
      reviewReason: row.reviewReason,
      planId: row.planId,
      submittedAt: iso(row.createdAt),
    };
  }

  const toOperatorPlan = async (row: BagPlanRow): Promise<OperatorBagPlan> => ({
    ...(await toPlan(row)),
    driverId: row.driverId,
    note: row.note,
  });

  async function toOperatorCancellation(row: BagCancellationRow): Promise<OperatorBagCancellation> {
    const plan = (await repo.plan(row.planId))!;
    const [park, plates] = await Promise.all([repo.park(plan.dealerId, plan.parkId), repo.platesOf([plan.id])]);
    return {
      cancellationId: row.id,
      planId: plan.id,
      driverId: row.driverId,
      parkName: park?.name ?? '',
      kindName: bagKindLabel[plan.kind],
      plates: plates.map((p) => p.plateNo),
      reason: row.reason,
      status: row.status,
      statusText: bagCancelStatusLabel[row.status],
      reviewReason: row.reviewReason,
      refundFen: row.refundFen ?? (row.status === 'pending' ? (await refundNow(plan)).total : 0),
      requestedAt: iso(row.createdAt),
      decidedAt: row.decidedAt ? iso(row.decidedAt) : null,
    };
  }

  const toOperatorApplication = async (row: BagApplicationRow): Promise<OperatorBagApplication> => ({
    ...(await toApplication(row)),
    idNumber: row.idNumber,
    driverId: row.driverId,
  });

  async function toPlan(
    row: BagPlanRow,
    plates?: { plateNo: string; plateColor: number }[],
    cancellation?: BagCancellationRow | null,
  ): Promise<BagPlan> {
    const [park, product, ownPlates, latest, refundable] = await Promise.all([
      repo.park(row.dealerId, row.parkId),
      row.productId ? repo.product(row.productId) : Promise.resolve(undefined),
      plates ? Promise.resolve(plates) : repo.platesOf([row.id]),
      cancellation !== undefined
        ? Promise.resolve(cancellation ?? undefined)
        : repo.latestCancellations([row.id]).then((m) => m.get(row.id)),
      refundNow(row),
    ]);
    const { state, daysLeft } = planState(row.validFrom.getTime(), row.validUntil.getTime(), clock.now().getTime());
    return {
      planId: row.id,
      parkId: row.parkId,
      parkName: park?.name ?? '',
      kind: row.kind,
      kindName: bagKindLabel[row.kind],
      vehicleClassName: bagVehicleClassLabel[row.vehicleClass],
      plates: ownPlates.map((p) => ({ plateNo: p.plateNo, plateColor: p.plateColor === 2 ? 2 : null })),
      windows: row.windows ?? null,
      validFrom: iso(row.validFrom),
      validUntil: iso(row.validUntil),
      state,
      stateText: bagPlanStateLabel[state],
      daysLeft,
      priceFen: product?.priceFen ?? 0,
      balance: row.balance,
      purchased: row.purchased,
      balanceText: balanceText(row),
      maxPlates: row.maxPlates,
      granted: row.kind === 'free',
      refundableFen: refundable.total,
      cancellation: latest
        ? {
            cancellationId: latest.id,
            status: latest.status,
            statusText: bagCancelStatusLabel[latest.status],
            reason: latest.reason,
            reviewReason: latest.reviewReason,
            refundFen: latest.refundFen,
            requestedAt: iso(latest.createdAt),
          }
        : null,
    };
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

  const driver = {
    async park(dealerId: string, parkId: string): Promise<BagPark> {
      const park = await parkOf(dealerId, parkId);
      const [products, held] = await Promise.all([repo.products(parkId, true), repo.held([parkId], clock.now())]);
      return {
        parkId,
        parkName: park.name,
        parkAddr: park.address,
        leftBagSpaceNum: spacesLeft(quotaOf(park.quotaShare, park.totalSpaces), held.get(parkId) ?? 0),
        rules: rulesOf(park),
        products: products.sort(byClassAndKind).map(toProduct),
      };
    },

    async apply(me: DriverRef, input: BagApplied): Promise<BagApplication> {
      const now = clock.now();
      const park = await parkOf(me.dealerId, input.parkId);
      const product = await repo.product(input.productId);
      if (!product || product.parkId !== park.parkId || !product.onSale) {
        throw new AppError(ErrorCode.BAG_PRODUCT_UNAVAILABLE);
      }
      checkVehicleClass(product, input.plates);
      if (input.plates.length > product.maxPlates) {
        throw new AppError(ErrorCode.BAG_PLATES_FULL, `该月卡最多绑定 ${product.maxPlates} 辆车`);
      }
      if (park.needsProof && input.proofPictures.length === 0) {
        throw new AppError(ErrorCode.INVALID_INPUT, '该停车场需上传居住或工作证明');
      }
      const startDate = input.startDate ?? shanghaiDay(earliestStart(now.getTime(), park.startsNextDay));
      const problem = startDateProblem(startDate, now.getTime(), park.startsNextDay);
      if (problem) throw new AppError(ErrorCode.INVALID_INPUT, problem);
      const plates = storedPlates(input.plates);
      await checkPlatesFree(
        me.id,
        park.parkId,
        plates.map((p) => p.plateNo),
        new Date(startOf(startDate, now.getTime(), park.startsNextDay)),
      );
      const [licencePictures, proofPictures] = [
        await checkPictures(input.licencePictures),
        await checkPictures(input.proofPictures),
      ];
      const row = await repo.insertApplication({
        dealerId: me.dealerId,
        driverId: me.id,
        parkId: park.parkId,
        productId: product.id,
        plates,
        applicantName: input.applicantName,
        phone: input.phone,
        idNumber: input.idNumber,
        licencePictures,
        proofPictures,
        startDate,
        // The demo switch: the park approves what it receives.
        status: park.autoApprove ? BagApplicationStatus.APPROVED : BagApplicationStatus.PENDING,
        createdAt: now,
        updatedAt: now,
      });
      return toApplication(row);
    },

    async applications(me: DriverRef) {
      return { results: await Promise.all((await repo.applicationsOf(me.id)).map(toApplication)) };
    },

    async application(me: DriverRef, id: string) {
      return toApplication(await ownApplication(me, id));
    },

    /** Edit and resubmit: materials and plates change, park and product stay; the review starts again. */
    async edit(me: DriverRef, id: string, input: BagApplicationEdited): Promise<BagApplication> {
      const now = clock.now();
      const row = await ownApplication(me, id);
      if (!EDITABLE.includes(row.status)) throw wrongState('该申请当前不可修改');
      const park = await parkOf(row.dealerId, row.parkId);
      const product = await repo.product(row.productId);
      checkVehicleClass(product!, input.plates);
      if (input.plates.length > product!.maxPlates) {
        throw new AppError(ErrorCode.BAG_PLATES_FULL, `该月卡最多绑定 ${product!.maxPlates} 辆车`);
      }
      if (park.needsProof && input.proofPictures.length === 0) {
        throw new AppError(ErrorCode.INVALID_INPUT, '该停车场需上传居住或工作证明');
      }
      const plates = storedPlates(input.plates);
      const startDate =
        startDateProblem(row.startDate, now.getTime(), park.startsNextDay) === null
          ? row.startDate
          : shanghaiDay(earliestStart(now.getTime(), park.startsNextDay));
      await checkPlatesFree(
        me.id,
        park.parkId,
        plates.map((p) => p.plateNo),
        new Date(startOf(startDate, now.getTime(), park.startsNextDay)),
        row.id,
      );
      const [licencePictures, proofPictures] = [
        await checkPictures(input.licencePictures),
        await checkPictures(input.proofPictures),
      ];
      const updated = await repo.updateApplication(
        row.id,
        {
          plates,
          applicantName: input.applicantName,
          phone: input.phone,
          idNumber: input.idNumber,
          licencePictures,
          proofPictures,
          startDate,
          status: park.autoApprove ? BagApplicationStatus.APPROVED : BagApplicationStatus.PENDING,
          reviewReason: null,
        },
        now,
        db,
        // Not if a reviewer decided meanwhile.
        eq(bagApplications.status, row.status),
      );
      if (!updated) throw wrongState('该申请状态已变化，请刷新后重试');
      const dropped = [...row.licencePictures, ...row.proofPictures].filter(
        (url) => !licencePictures.includes(url) && !proofPictures.includes(url),
      );
      for (const url of dropped) await pictures.remove(url);
      return toApplication(updated);
    },

    /**
     * Pays an approved application: a space is held (or BAG_SOLD_OUT) and committed before the order opens, so a
     * concurrent buyer sees it; the hold goes when the order closes unpaid (release) or fails to open.
     */
    async pay(me: DriverRef, id: string, { key, open }: OpenPurchase): Promise<PayAnswer> {
      const now = clock.now();
      const describe = (product: BagProductRow, parkName: string, row: BagApplicationRow) =>
        `${bagKindLabel[product.kind]}-${parkName}-${row.plates.map((p) => p.plateNo).join('/')}`;
      const paid = await ownApplication(me, id);
      if (paid.status === BagApplicationStatus.PAID && paid.payKey === key) {
        // A replay of the call that paid: the payments module answers its first answer again.
        const product = (await repo.product(paid.productId))!;
        const park = await parkOf(paid.dealerId, paid.parkId);
        return open({
          purpose: BAG_PURCHASE.NEW,
          ref: paid.id,
          amountFen: product.priceFen,
          description: describe(product, park.name, paid),
        });
      }
      const { row, park, product } = await db.transaction(async (tx) => {
        const current = await ownApplication(me, id, tx);
        const park = await parkOf(current.dealerId, current.parkId, tx);
        // The park lock first, then the application's: the order every hold takes them in.
        await repo.lockPark(tx, park.parkId);
        const row = await ownApplication(me, id, tx, true);
        if (row.status === BagApplicationStatus.APPROVED) {
          await checkQuota(tx, park, now);
          const taken = await repo.planWithPlate(
            row.parkId,
            row.plates.map((p) => p.plateNo),
            new Date(startOf(row.startDate, now.getTime(), park.startsNextDay)),
            tx,
          );
          if (taken)
            throw new AppError(ErrorCode.BAG_PLATE_TAKEN, `${formatPlateNo(taken.plateNo)} 在本停车场已有月卡`);
          await repo.updateApplication(
            row.id,
            { status: BagApplicationStatus.PAYING, orderNo: null, payKey: key },
            now,
            tx,
          );
        } else if (row.status === BagApplicationStatus.PAYING) {
          // Paying again (another channel, a lost page): the new order supersedes the old, the hold stays.
          await repo.updateApplication(row.id, { orderNo: null, payKey: key }, now, tx);
        } else {
          throw wrongState(
            row.status === BagApplicationStatus.PAID
              ? '该月卡已支付'
              : `申请${bagApplicationStatusLabel[row.status]}，暂不能支付`,
          );
        }
        return { row, park, product: (await repo.product(row.productId, tx))! };
      });
      const unheld = and(eq(bagApplications.status, BagApplicationStatus.PAYING), isNull(bagApplications.orderNo));
      const release = () =>
        repo.updateApplication(row.id, { status: BagApplicationStatus.APPROVED }, clock.now(), db, unheld);
      let answer: PayAnswer;
      try {
        answer = await open({
          purpose: BAG_PURCHASE.NEW,
          ref: row.id,
          amountFen: product.priceFen,
          description: describe(product, park.name, row),
        });
      } catch (error) {
        await release();
        throw error;
      }
      const orderNo = answer.body.data?.orderNo;
      // No order (refused: balance too low, channel unavailable): the space goes back at once.
      if (orderNo === undefined) await release();
      else await repo.updateApplication(row.id, { orderNo }, clock.now(), db, unheld);
      return answer;
    },

    async plans(me: DriverRef) {
      const rows = await repo.plansOf(me.id);
      const plates = await repo.platesOf(rows.map((r) => r.id));
      const cancellations = await repo.latestCancellations(rows.map((r) => r.id));
      const results = await Promise.all(
        rows.map((r) =>
          toPlan(
            r,
            plates.filter((p) => p.planId === r.id),
            cancellations.get(r.id) ?? null,
          ),
        ),
      );
      const order = { active: 0, upcoming: 1, expired: 2 };
      return { results: results.sort((a, b) => order[a.state] - order[b.state]) };
    },

    async plan(me: DriverRef, id: string) {
      return toPlan(await ownPlan(me, id));
    },

    async payments(me: DriverRef, id: string): Promise<{ results: BagPlanPayment[] }> {
      const plan = await ownPlan(me, id);
      const rows = await repo.paymentsOf(plan.id);
      return {
        results: rows.map((r) => ({
          orderNo: r.orderNo,
          kind: r.kind,
          kindText: bagPaymentKindLabel[r.kind],
          amountFen: r.amountFen,
          payChannel: r.payChannel,
          periodFrom: iso(r.periodFrom),
          periodUntil: iso(r.periodUntil),
          paidAt: iso(r.paidAt),
        })),
      };
    },

    async checkRenewable(me: DriverRef, planId: string): Promise<Renewability> {
      const plan = await ownPlan(me, planId);
      const park = await parkOf(plan.dealerId, plan.parkId);
      return renewabilityOf(plan, park, await productOf(plan), clock.now());
    },

    /** Renews for one more period: the renewal is fixed when the order opens and applied once when it is paid. */
    async renew(me: DriverRef, planId: string, { key, open }: OpenPurchase): Promise<PayAnswer> {
      const now = clock.now();
      const { renewal, plan, park } = await db.transaction(async (tx) => {
        const plan = await ownPlan(me, planId, tx);
        const park = await parkOf(plan.dealerId, plan.parkId, tx);
        const replayed = await repo.renewalByKey(tx, plan.id, key);
        if (replayed) return { renewal: replayed, plan, park };
        const check = renewabilityOf(plan, park, await productOf(plan, tx), now);
        if (!check.renewable) throw new AppError(ErrorCode.BAG_NOT_RENEWABLE, check.reason ?? undefined);
        const periodFrom = new Date(check.newValidFrom!);
        const open = await repo.openRenewal(tx, plan.id, plan.validUntil, periodFrom);
        if (open) return { renewal: open, plan, park };
        // An ended plan holds no space any more: renewing it late takes one again.
        if (plan.validUntil <= now) await holdSpace(tx, park, now);
        const renewal = await repo.insertRenewal(tx, {
          planId: plan.id,
          basedOnUntil: plan.validUntil,
          periodFrom,
          periodUntil: new Date(check.newValidUntil!),
          amountFen: check.priceFen!,
          requestKey: key,
          createdAt: now,
        });
        return { renewal, plan, park };
      });
      const close = () => db.transaction((tx) => repo.setRenewalStatus(tx, renewal.id, 'closed'));
      try {
        const answer = await open({
          purpose: BAG_PURCHASE.RENEWAL,
          ref: renewal.id,
          amountFen: renewal.amountFen,
          description: `${bagKindLabel[plan.kind]}续费-${park.name}`,
        });
        if (answer.body.data?.orderNo === undefined && renewal.status === 'open') await close();
        return answer;
      } catch (error) {
        await close();
        throw error;
      }
    },

    /**
     * Asks to cancel a plan (pro-rata refund after review): one request waits at a time, so asking twice, even at
     * once, makes one request and at most one refund.
     */
    async cancel(me: DriverRef, planId: string, { reason }: { reason: string }): Promise<BagPlan> {
      const now = clock.now();
      const plan = await ownPlan(me, planId);
      if (plan.kind === 'free') throw wrongState('免费卡由停车场发放，如需终止请联系停车场');
      if (plan.endedAt || plan.validUntil <= now) throw wrongState('该月卡已结束，无需退卡');
      const row = await repo.insertCancellation(db, {
        dealerId: plan.dealerId,
        planId: plan.id,
        driverId: me.id,
        reason,
        createdAt: now,
      });
      if (!row) throw new AppError(ErrorCode.BAG_CANCEL_PENDING);
      return toPlan(plan, undefined, row);
    },

    /**
     * Adds a car to a plan (/mounthlyPayAddCar): of the plan's price class, up to its product's limit, not on
     * another plan of the park (BAG_PLATE_TAKEN). Under the plan's lock, so two adds never pass the limit together.
     */
    async addPlate(me: DriverRef, planId: string, plate: { plateNo: string; plateColor?: number | undefined }) {
      const now = clock.now();
      const plan = await db.transaction(async (tx) => {
        const plan = await ownPlan(me, planId, tx, true);
        if (plan.endedAt || plan.validUntil <= now) throw wrongState('该月卡已结束，不能添加车辆');
        checkVehicleClass({ vehicleClass: plan.vehicleClass } as BagProductRow, [plate]);
        const plates = await repo.platesOf([plan.id], tx);
        if (plates.some((p) => p.plateNo === plate.plateNo)) {
          throw new AppError(ErrorCode.BAG_PLATE_TAKEN, `${formatPlateNo(plate.plateNo)} 已在该月卡上`);
        }
        if (plates.length >= plan.maxPlates) {
          throw new AppError(ErrorCode.BAG_PLATES_FULL, `该月卡最多绑定 ${plan.maxPlates} 辆车`);
        }
        const taken = await repo.planWithPlate(plan.parkId, [plate.plateNo], now, tx, plan.id);
        if (taken) {
          throw new AppError(
            ErrorCode.BAG_PLATE_TAKEN,
            `${formatPlateNo(taken.plateNo)} 在本停车场已有月卡，请勿重复办理`,
          );
        }
        await repo.addPlate(tx, plan, { plateNo: plate.plateNo, plateColor: plate.plateColor === 2 ? 2 : 0 });
        return plan;
      });
      return toPlan(plan);
    },

    /** Takes a car off a plan (/mounthlyPayManage): not the last one, and not while it is in the park on it. */
    async removePlate(me: DriverRef, planId: string, plateNo: string): Promise<BagPlan> {
      const now = clock.now();
      const plan = await db.transaction(async (tx) => {
        const plan = await ownPlan(me, planId, tx, true);
        const plates = await repo.platesOf([plan.id], tx);
        if (!plates.some((p) => p.plateNo === plateNo)) throw notFound('车辆');
        if (plates.length === 1) throw wrongState('月卡至少保留一辆车');
        // Read through the transaction (PGlite has one connection: a read beside it would wait for it).
        if (await createStaysRepository(tx).anyInsideAt(plan.parkId, [plateNo], now)) {
          throw new AppError(ErrorCode.BAG_PLATE_INSIDE);
        }
        await repo.removePlate(tx, plan.id, plateNo);
        return plan;
      });
      return toPlan(plan);
    },
  };

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

  /** The payments module's hooks: deliver in the transaction that takes the money, or release the hold. */
  const purchases = {
    async fulfilNew(tx: Db, p: PurchaseRecord): Promise<'fulfilled' | 'refused'> {
      const row = await repo.application(p.ref, tx, { lock: true });
      if (!row || row.status !== BagApplicationStatus.PAYING || row.driverId !== p.driverId) return 'refused';
      if (row.orderNo !== null && row.orderNo !== p.orderNo) return 'refused';
      const park = await repo.park(row.dealerId, row.parkId, tx);
      const product = await repo.product(row.productId, tx);
      if (!park || !product || product.priceFen !== p.amountFen) return 'refused';
      const paidAt = p.paidAt ?? clock.now();
      const period = periodFrom(startOf(row.startDate, paidAt.getTime(), park.startsNextDay), product.kind);
      const plates = row.plates.map((x) => x.plateNo);
      if (await repo.planWithPlate(row.parkId, plates, new Date(period.validFrom), tx)) return 'refused';
      const plan = await repo.insertPlan(
        tx,
        {
          dealerId: row.dealerId,
          driverId: row.driverId,
          parkId: row.parkId,
          applicationId: row.id,
          productId: product.id,
          kind: product.kind,
          vehicleClass: product.vehicleClass,
          windows: product.windows,
          // A consumable card starts full; the other kinds carry no balance.
          balance: product.quantity,
          purchased: product.quantity,
          maxPlates: product.maxPlates,
          phone: row.phone,
          validFrom: new Date(period.validFrom),
          validUntil: new Date(period.validUntil),
          createdAt: paidAt,
          updatedAt: paidAt,
        },
        row.plates,
      );
      await repo.insertPayment(tx, {
        orderNo: p.orderNo,
        planId: plan.id,
        kind: 'new',
        amountFen: p.amountFen,
        payChannel: p.channel,
        periodFrom: plan.validFrom,
        periodUntil: plan.validUntil,
        paidAt,
      });
      await repo.updateApplication(
        row.id,
        { status: BagApplicationStatus.PAID, planId: plan.id, orderNo: p.orderNo },
        paidAt,
        tx,
      );
      return 'fulfilled';
    },

    async releaseNew(tx: Db, p: PurchaseRecord): Promise<void> {
      await repo.updateApplication(
        p.ref,
        { status: BagApplicationStatus.APPROVED, orderNo: null },
        clock.now(),
        tx,
        and(eq(bagApplications.status, BagApplicationStatus.PAYING), eq(bagApplications.orderNo, p.orderNo)),
      );
    },

    async fulfilRenewal(tx: Db, p: PurchaseRecord): Promise<'fulfilled' | 'refused'> {
      const renewal = await repo.renewal(p.ref, tx);
      if (!renewal || renewal.status !== 'open' || renewal.amountFen !== p.amountFen) return 'refused';
      const plan = await repo.plan(renewal.planId, tx, { lock: true });
      // Another renewal was applied since this one was priced: this one would not be contiguous any more.
      if (!plan || plan.driverId !== p.driverId || plan.validUntil.getTime() !== renewal.basedOnUntil.getTime()) {
        await repo.setRenewalStatus(tx, renewal.id, 'closed');
        return 'refused';
      }
      const paidAt = p.paidAt ?? clock.now();
      // Contiguous or counted from expiry: the plan runs on. Counted from the renewal: the days between stay uncovered.
      const contiguous = renewal.periodFrom.getTime() === plan.validUntil.getTime();
      await repo.setValidity(
        tx,
        plan.id,
        { validFrom: contiguous ? plan.validFrom : renewal.periodFrom, validUntil: renewal.periodUntil },
        paidAt,
      );
      await repo.insertPayment(tx, {
        orderNo: p.orderNo,
        planId: plan.id,
        kind: 'renewal',
        amountFen: p.amountFen,
        payChannel: p.channel,
        periodFrom: renewal.periodFrom,
        periodUntil: renewal.periodUntil,
        paidAt,
      });
      await repo.setRenewalStatus(tx, renewal.id, 'paid');
      return 'fulfilled';
    },

    async releaseRenewal(tx: Db, p: PurchaseRecord): Promise<void> {
      await repo.setRenewalStatus(tx, p.ref, 'closed');
    },
  };

  const operator = {
    async settings(dealerId: string, parkId: string): Promise<BagParkSettings> {
      const park = await parkOf(dealerId, parkId);
      const held = (await repo.held([parkId], clock.now())).get(parkId) ?? 0;
      return {
        parkId,
        ...rulesOf(park),
        quotaShare: park.quotaShare,
        autoApprove: park.autoApprove,
        totalSpaces: park.totalSpaces,
        quota: quotaOf(park.quotaShare, park.totalSpaces),
        held,
      };
    },

    /** Opens a park of the dealer for plans, or changes its settings. */
    async setSettings(dealerId: string, parkId: string, input: BagParkSettingsInput & { notice: string }) {
      const owned = await repo.parkOfDealer(dealerId, parkId);
      if (!owned) throw notFound('停车场');
      await repo.upsertPark({ parkId, dealerId, ...input }, clock.now());
      return operator.settings(dealerId, parkId);
    },

    async products(dealerId: string, parkId: string): Promise<BagProduct[]> {
      await parkOf(dealerId, parkId);
      return (await repo.products(parkId, false)).map(toProduct);
    },

    async putProduct(
      dealerId: string,
      input: Required<Omit<BagProductInput, 'windows'>> & { windows: BagProduct['windows'] },
    ) {
      await parkOf(dealerId, input.parkId);
      const now = clock.now();
      return toProduct(await repo.upsertProduct({ dealerId, ...input, createdAt: now, updatedAt: now }, now));
    },

    async queue(dealerId: string, query: PageQuery & { status?: BagApplicationRow['status'] | undefined }) {
      const { rows, total } = await repo.queue(dealerId, query.status, query);
      return pageOf(await Promise.all(rows.map(toOperatorApplication)), total);
    },

    /**
     * Grants a 免费 plan (staff, whitelist): no payment; it holds a plan space like any plan (under the park's
     * lock), and its plates may be on no other plan of the park then.
     */
    async grant(granter: { id: string; dealerId: string }, input: BagGranted): Promise<OperatorBagPlan> {
      const now = clock.now();
      const park = await parkOf(granter.dealerId, input.parkId);
      const day = (text: string) => {
        const [y, m, d] = text.split('-').map(Number) as [number, number, number];
        return shanghaiTime(y, m, d);
      };
      const validFrom = new Date(Math.max(day(input.startDate), shanghaiDayStart(now.getTime())));
      const validUntil = new Date(day(input.endDate) + DAY_MS);
      if (validUntil <= validFrom) throw new AppError(ErrorCode.INVALID_INPUT, '结束日期已过');
      const holder = input.phone ? await deps.driverByPhone?.(granter.dealerId, input.phone) : undefined;
      const plates = storedPlates(input.plates);
      const plan = await db.transaction(async (tx) => {
        await holdSpace(tx, park, now);
        const taken = await repo.planWithPlate(
          park.parkId,
          plates.map((p) => p.plateNo),
          validFrom,
          tx,
        );
        if (taken) {
          throw new AppError(ErrorCode.BAG_PLATE_TAKEN, `${formatPlateNo(taken.plateNo)} 在本停车场已有月卡`);
        }
        return repo.insertPlan(
          tx,
          {
            dealerId: granter.dealerId,
            driverId: holder?.id ?? null,
            parkId: park.parkId,
            applicationId: null,
            productId: null,
            kind: 'free',
            vehicleClass: 'small',
            windows: null,
            phone: input.phone ?? '',
            validFrom,
            validUntil,
            maxPlates: Math.max(plates.length, 1),
            note: input.note,
            grantedBy: granter.id,
            createdAt: now,
            updatedAt: now,
          },
          plates,
        );
      });
      return toOperatorPlan(plan);
    },

    /** Ends a granted plan at the end of today (nothing to refund). */
    async endGrant(dealerId: string, planId: string): Promise<OperatorBagPlan> {
      const now = clock.now();
      const plan = await db.transaction(async (tx) => {
        const plan = await repo.plan(planId, tx, { lock: true });
        if (!plan || plan.dealerId !== dealerId || plan.kind !== 'free') throw notFound('免费卡');
        if (plan.endedAt || plan.validUntil <= now) return plan;
        return repo.endPlan(tx, plan, cancelEnd(now), now);
      });
      return toOperatorPlan(plan);
    },

    async cancellations(dealerId: string, query: PageQuery & { status?: BagCancellationRow['status'] | undefined }) {
      const { rows, total } = await repo.cancellationQueue(dealerId, query.status, query);
      return pageOf(await Promise.all(rows.map(toOperatorCancellation)), total);
    },

    /**
     * Approves (the plan ends, the pro-rata refund goes out once) or rejects a cancel request. The request is
     * decided by a conditional update in the refund's transaction: of two reviews at once, one decides, the other
     * finds it decided.
     */
    async reviewCancellation(
      reviewer: { id: string; dealerId: string },
      id: string,
      review: BagCancelReview,
    ): Promise<OperatorBagCancellation> {
      const now = clock.now();
      const decided = await db.transaction(async (tx) => {
        const row = await repo.cancellation(id, tx, { lock: true });
        if (!row || row.dealerId !== reviewer.dealerId) throw notFound('退卡申请');
        if (row.status !== BagCancelStatus.PENDING) throw wrongState('该退卡申请已审核');
        const approve = review.decision === 'approve';
        const refundFen = approve ? await endWithRefund(tx, row, now) : null;
        const updated = await repo.decideCancellation(tx, row.id, {
          status: approve ? BagCancelStatus.APPROVED : BagCancelStatus.REJECTED,
          reviewReason: approve ? null : (review.reason ?? null),
          reviewedBy: reviewer.id,
          refundFen,
          decidedAt: now,
        });
        if (!updated) throw wrongState('该退卡申请已审核');
        return updated;
      });
      return toOperatorCancellation(decided);
    },

    async review(reviewer: { id: string; dealerId: string }, id: string, review: BagReview) {
      const row = await repo.application(id);
      if (!row || row.dealerId !== reviewer.dealerId) throw notFound('月卡申请');
      if (row.status !== BagApplicationStatus.PENDING) throw wrongState('该申请已审核');
      const status = {
        approve: BagApplicationStatus.APPROVED,
        reject: BagApplicationStatus.REJECTED,
        moreInfo: BagApplicationStatus.MORE_INFO,
      }[review.decision];
      const updated = await repo.updateApplication(
        id,
        {
          status,
          reviewReason: review.decision === 'approve' ? null : (review.reason ?? null),
          reviewedBy: reviewer.id,
        },
        clock.now(),
        db,
        eq(bagApplications.status, BagApplicationStatus.PENDING),
      );
      if (!updated) throw wrongState('该申请已审核');
      return toOperatorApplication(updated);
    },
  };

  /**
   * One round of reminders: each plan ending within the first reminder's reach gets the latest one due, once per
   * expiry (a renewal moves the expiry and so starts the reminders again).
   */
  async function remind(): Promise<number> {
    const now = clock.now();
    const longest = Math.max(...BAG_REMINDER_DAYS);
    let sent = 0;
    for (const plan of await repo.endingBetween(now, new Date(now.getTime() + longest * DAY_MS))) {
      const days = dueReminder(plan.validUntil.getTime(), now.getTime(), BAG_REMINDER_DAYS);
      if (days === undefined) continue;
      const { wechatReminders } = deps;
      const openid =
        wechatReminders && plan.driverId ? await wechatReminders.openidOf(plan.dealerId, plan.driverId) : null;
      const { phone } = plan;
      if (!openid && !phone) continue;
      const until = shanghaiDay(plan.validUntil.getTime() - 1);
      const kind = bagKindLabel[plan.kind];
      const signName = await deps.signNameOf(plan.dealerId);
      const text = (tx: Db, to: string) =>
        deps.sendReminder(tx, {
          signName,
          phone: to,
          params: { park: plan.parkName, kind, until, days: String(days) },
          content: `您在${plan.parkName}的${kind}将于${until}到期（还剩${days}天），请及时续费。`,
        });
      // The claim makes it one reminder per plan, expiry and threshold across nodes and rounds. A text is written
      // in the claiming transaction; a WeChat message goes once the claim is committed (no transaction held open
      // over HTTP), and only when WeChat refuses it does the text go instead.
      const claimed = await db.transaction(async (tx) => {
        const claim = { planId: plan.id, validUntil: plan.validUntil, daysBefore: days, sentAt: now };
        if (!(await repo.claimReminder(tx, claim))) return false;
        if (!openid) await text(tx, phone!);
        return true;
      });
      if (!claimed) continue;
      sent++;
      if (openid && wechatReminders) {
        const delivered = await wechatReminders.send(plan.dealerId, openid, {
          park: plan.parkName,
          kind,
          until,
          days,
          planId: plan.id,
        });
        if (!delivered && phone) await db.transaction((tx) => text(tx, phone));
      }
    }
    return sent;
  }

  return { driver, operator, purchases, remind, repo };
}
export type BagService = ReturnType<typeof createBagService>;
