import { randomUUID } from 'node:crypto';
import {
  AppError,
  CreditRuleCode,
  DEFAULT_CREDIT_RULES,
  DEFAULT_SHARING_REFUND_RULE,
  ErrorCode,
  SHARING_CREDIT_PROMPT,
  SHARING_PURCHASE,
  ShareStatus,
  formatPlateNo,
  shareStatusLabel,
  sharingKindLabel,
  type CreditCorrection,
  type CreditEvent,
  type CreditResult,
  type CreditRule,
  type CreditRuleInput,
  type CreditScore,
  type Holiday,
  type HolidayInput,
  type Share,
  type ShareBuy,
  type SharingAllow,
  type SharingPark,
  type SharingProduct,
  type SharingProductInput,
  type SharingViolation,
  type PlateWithColor,
  type ShareCancelPreview,
  type SharingRefundRule,
} from '@parking/contracts';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { sharingShares } from '../../db/schema';
import type { StayRow } from '../parking';
import type { PayAnswer, PurchaseRecord } from '../payments';
import type { CreditEventRow, SharingProductRow, SharingRepository, ShareRow } from './sharing.repository';
import {
  expandWindows,
  mergeIntervals,
  isViolation,
  outsideMinutes,
  periodDays,
  periodsOnSale,
  scheduleText,
  hasBegun,
  refundOf,
  refundRuleText,
  type Interval,
} from './sharing-rules';

export interface DriverRef {
  id: string;
  dealerId: string;
}

/** Opens the order that pays a share (the payments module's purchase, bound to the request's payer and key). */
export interface OpenPurchase {
  key: string;
  open(order: { purpose: string; ref: string; amountFen: number; description: string }): Promise<PayAnswer>;
}

/** Whether a plate holds a monthly plan at a park over [from, until) (the bag module answers). */
export type MonthlyPlanCheck = (parkId: string, plateNo: string, from: Date) => Promise<boolean>;

const iso = (ms: number | Date) => new Date(ms).toISOString();
const notFound = (what: string) => new AppError(ErrorCode.NOT_FOUND, `${what}不存在`);
const unavailable = (message?: string) => new AppError(ErrorCode.SHARING_PRODUCT_UNAVAILABLE, message);

/**
 * Off-peak sharing (decision 043): products on a weekly schedule, shares bought per month or day for one plate
 * (slots held under the product's lock, paid through purchases), violations of stays outside their windows, and the
 * credit ledger that decides whether a driver may share.
 */
export function createSharingService(deps: {
  db: Db;
  repo: SharingRepository;
  clock: Clock;
  hasMonthlyPlan: MonthlyPlanCheck;
  /** Gives money of a delivered purchase back in the caller's transaction (payments' refundPurchase). */
  refund: (tx: Db, refund: { orderNo: string; key: string; amountFen: number }) => Promise<boolean>;
  /** Reads a parking stay (the parking module's repository). */
  stayOf: (id: string) => Promise<StayRow | undefined>;
}) {
  const { db, repo, clock } = deps;

  async function rulesOf(dealerId: string, via: Db = db): Promise<CreditRule[]> {
    const own = new Map((await repo.creditRules(dealerId, via)).map((r) => [r.code, r]));
    return DEFAULT_CREDIT_RULES.map((d) => {
      const row = own.get(d.code);
      return row ? { code: d.code, points: row.points, title: row.title } : { ...d };
    });
  }

  async function scoreOf(driver: DriverRef): Promise<CreditScore> {
    await awardVerified(driver);
    const { score, events } = await repo.score(driver.id);
    return { score, allow: score >= 0, events };
  }

  /**
   * "verified +": a driver whose ownership certification of a plate was approved gets the rule's points once (source
   * `verified`, one per driver however many plates), dated at the review. Derived here, before any score is read,
   * so the vehicles module needs no hook and the score is the same whenever it is asked.
   */
  async function awardVerified(driver: DriverRef) {
    const certified = await repo.firstCertification(driver.id);
    if (!certified) return;
    const rule = (await rulesOf(driver.dealerId)).find((r) => r.code === CreditRuleCode.VERIFIED);
    if (!rule || rule.points === 0) return;
    await repo.addCreditEvent(db, {
      dealerId: driver.dealerId,
      driverId: driver.id,
      code: CreditRuleCode.VERIFIED,
      source: 'verified',
      points: rule.points,
      reason: `${rule.title}：${formatPlateNo(certified.plateNo)}`,
      createdAt: certified.reviewedAt ?? clock.now(),
    });
  }

  const toViolation = ({
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

  const toCreditEvent = (r: CreditEventRow): CreditEvent => ({
    eventId: r.id,
    code: r.code,
    points: r.points,
    reason: r.reason,
    at: iso(r.createdAt),
  });

  /** Adds the event of a rule once per source (violation:<stay>, arrearsPaid:<stay>). */
  async function applyRule(
    tx: Db,
    driver: DriverRef,
    code: CreditRuleCode,
    source: string,
    reason: string,
    atLeast?: number,
  ) {
    const found = (await rulesOf(driver.dealerId, tx)).find((r) => r.code === code);
    const rule = found && { ...found, points: Math.max(found.points, atLeast ?? found.points) };
    if (!rule || rule.points === 0) return false;
    return repo.addCreditEvent(tx, {
      dealerId: driver.dealerId,
      driverId: driver.id,
      code,
      source,
      points: rule.points,
      reason: `${rule.title}：${reason}`,
      createdAt: clock.now(),
    });
  }

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

  function toShare(share: ShareRow, product: SharingProductRow, parkName: string): Share {
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

  const driver = {
    async allow(me: DriverRef): Promise<SharingAllow> {
      const { score, allow } = await scoreOf(me);
      return { allow, score, prompt: allow ? null : SHARING_CREDIT_PROMPT };
    },

    async parks(dealerId: string): Promise<{ results: SharingPark[] }> {
      const rows = await repo.productsOnSale(dealerId);
      const byPark = new Map<string, SharingPark>();
      for (const { product, parkName, parkAddr } of rows) {
        const park = byPark.get(product.parkId) ?? { parkId: product.parkId, parkName, parkAddr, products: [] };
        park.products.push(await toProduct(product, parkName));
        byPark.set(product.parkId, park);
      }
      return { results: [...byPark.values()] };
    },

    async product(dealerId: string, productId: string): Promise<SharingProduct> {
      const row = await repo.product(productId);
      if (!row || row.dealerId !== dealerId || !row.onSale) throw notFound('错时共享产品');
      return toProduct(row, (await repo.parkName(dealerId, row.parkId))?.name ?? '');
    },

    /**
     * Buys a share: the credit check, the period on sale, the plate free of plans and shares there; a slot is held
     * under the product's lock (counted from the shares, so concurrent buyers of the last slot: one wins) and
     * committed before the order opens; it goes back when the order fails to open or closes unpaid (release).
     */
    async buy(me: DriverRef, input: ShareBuy & { plate: PlateWithColor }, { key, open }: OpenPurchase) {
      const describe = (parkName: string, plateNo: string) => `错时共享-${parkName}-${plateNo}`;
      const replayed = await repo.shareByKey(me.id, key);
      if (replayed) {
        // A replay of a call that opened an order: the payments module answers its first answer again.
        const park = await repo.parkName(me.dealerId, replayed.parkId);
        return open({
          purpose: SHARING_PURCHASE,
          ref: replayed.id,
          amountFen: replayed.priceFen,
          description: describe(park?.name ?? '', replayed.plateNo),
        });
      }
      if (!(await scoreOf(me)).allow) throw new AppError(ErrorCode.SHARING_NOT_ALLOWED);
      const product = await repo.product(input.productId);
      if (!product || product.dealerId !== me.dealerId || !product.onSale) throw unavailable();
      const onSale = periodsOnSale(product.kind, clock.now().getTime()).some((p) => p.period === input.period);
      if (!onSale) throw unavailable('所选时段不可办理');
      const windows = await windowsFor(product, input.period);
      const now = clock.now().getTime();
      const ahead = windows.filter(([, to]) => to > now);
      if (ahead.length === 0) throw unavailable('所选时段已无可用时间窗');
      await checkNoPlan(product.parkId, input.plate, windows);
      await checkNoShare(product.parkId, input.plate, windows);
      const park = await repo.parkName(me.dealerId, product.parkId);
      const share = await db.transaction(async (tx) => {
        const locked = (await repo.product(product.id, tx, { lock: true }))!;
        const held = (await repo.held([locked.id], [input.period], tx)).get(`${locked.id}|${input.period}`) ?? 0;
        if (held >= locked.quota) throw new AppError(ErrorCode.SHARING_SOLD_OUT);
        // Under the lock: a second tab buying for the same plate now sees this one.
        await checkNoShare(product.parkId, input.plate, windows, tx);
        return repo.insertShare(tx, {
          dealerId: me.dealerId,
          driverId: me.id,
          parkId: locked.parkId,
          productId: locked.id,
          kind: locked.kind,
          plateNo: input.plate.plateNo,
          plateColor: input.plate.plateColor === 2 ? 2 : 0,
          period: input.period,
          windows,
          coversFrom: new Date(windows[0]![0]),
          coversUntil: new Date(windows.at(-1)![1]),
          priceFen: locked.priceFen,
          status: ShareStatus.PAYING,
          payKey: key,
          createdAt: clock.now(),
          updatedAt: clock.now(),
        });
      });
      const release = () =>
        repo.updateShare(
          db,
          share.id,
          { status: ShareStatus.RELEASED },
          and(eq(sharingShares.status, ShareStatus.PAYING), isNull(sharingShares.orderNo)),
        );
      let answer: PayAnswer;
      try {
        answer = await open({
          purpose: SHARING_PURCHASE,
          ref: share.id,
          amountFen: share.priceFen,
          description: describe(park?.name ?? '', share.plateNo),
        });
      } catch (error) {
        await release();
        throw error;
      }
      const orderNo = answer.body.data?.orderNo;
      if (orderNo === undefined) await release();
      else await repo.recordOrder(share.id, orderNo);
      return answer;
    },

    async shares(me: DriverRef): Promise<{ results: Share[] }> {
      const rows = await repo.sharesOf(me.id);
      return { results: rows.map((r) => toShare(r.share, r.product, r.parkName)) };
    },

    async share(me: DriverRef, id: string): Promise<Share> {
      const share = await repo.share(id);
      if (!share || share.driverId !== me.id) throw notFound('错时共享');
      return shareOf(share);
    },

    /** What cancelling now would give back under the park's rule (the detail screen's confirm dialog). */
    async cancelPreview(me: DriverRef, id: string): Promise<ShareCancelPreview> {
      const share = await repo.share(id);
      if (!share || share.driverId !== me.id) throw notFound('错时共享');
      const rule = await refundRuleOf(share.dealerId, share.parkId);
      const ruleText = refundRuleText(rule);
      if (share.status !== ShareStatus.ACTIVE || !share.orderNo) {
        const reason = `该错时共享${shareStatusLabel[share.status]}，不可取消`;
        return { cancellable: false, refundFen: 0, priceFen: share.priceFen, ruleText, reason };
      }
      const outcome = refundOf(rule, share.priceFen, share.windows, clock.now().getTime());
      return {
        cancellable: outcome.cancellable,
        refundFen: outcome.refundFen,
        priceFen: share.priceFen,
        ruleText,
        reason: outcome.cancellable ? null : outcome.reason,
      };
    },

    /**
     * Cancels a share whose first window has not begun: the slot goes back and the park's rule decides the refund
     * (to the wallet at once, or through the provider), once, under the share's lock, so two cancels give one refund.
     * The driver confirmed an amount; if the rule now gives another (a tier passed meanwhile), nothing happens.
     */
    async cancel(me: DriverRef, id: string, confirmedFen: number): Promise<Share> {
      const share = await db.transaction(async (tx) => {
        const row = await repo.share(id, tx, { lock: true });
        if (!row || row.driverId !== me.id) throw notFound('错时共享');
        if (row.status !== ShareStatus.ACTIVE || !row.orderNo) {
          throw new AppError(ErrorCode.SHARING_WRONG_STATE, `该错时共享${shareStatusLabel[row.status]}，不可取消`);
        }
        const rule = await refundRuleOf(row.dealerId, row.parkId, tx);
        const outcome = refundOf(rule, row.priceFen, row.windows, clock.now().getTime());
        if (!outcome.cancellable) throw new AppError(ErrorCode.SHARING_WRONG_STATE, outcome.reason);
        if (outcome.refundFen !== confirmedFen) throw new AppError(ErrorCode.SHARING_REFUND_CHANGED);
        const cancelled = (await repo.updateShare(tx, row.id, { status: ShareStatus.CANCELLED }))!;
        if (outcome.refundFen > 0) {
          await deps.refund(tx, { orderNo: row.orderNo, key: `share-cancel:${row.id}`, amountFen: outcome.refundFen });
        }
        return cancelled;
      });
      return shareOf(share);
    },

    /**
     * Puts another of the driver's bound plates on a share before its first window begins; the new plate must be
     * free of a monthly plan and of another share at that park over the share's windows. Locks as buying does.
     */
    async changePlate(me: DriverRef, id: string, plateId: string): Promise<Share> {
      const bound = await repo.boundPlate(me.id, plateId);
      if (!bound) throw notFound('车辆');
      const found = await repo.share(id);
      if (!found || found.driverId !== me.id) throw notFound('错时共享');
      const plate = { plateNo: bound.plateNo, plateColor: bound.plateColor === 2 ? (2 as const) : undefined };
      const begun = () => new AppError(ErrorCode.SHARING_WRONG_STATE, '时段已开始，不可更换车牌');
      if (found.plateNo === bound.plateNo && found.plateColor === bound.plateColor) return shareOf(found);
      if (hasBegun(found.windows, clock.now().getTime())) throw begun();
      await checkNoPlan(found.parkId, plate, found.windows);
      const share = await db.transaction(async (tx) => {
        await repo.product(found.productId, tx, { lock: true });
        const row = (await repo.share(id, tx, { lock: true }))!;
        if (row.status !== ShareStatus.ACTIVE) {
          throw new AppError(ErrorCode.SHARING_WRONG_STATE, `该错时共享${shareStatusLabel[row.status]}，不可更换车牌`);
        }
        if (hasBegun(row.windows, clock.now().getTime())) throw begun();
        await checkNoShare(row.parkId, plate, row.windows, tx);
        return (await repo.updateShare(tx, row.id, { plateNo: bound.plateNo, plateColor: bound.plateColor }))!;
      });
      return shareOf(share);
    },

    async violations(me: DriverRef): Promise<{ results: SharingViolation[] }> {
      return { results: (await repo.violationsOf(me.id)).map(toViolation) };
    },

    score: (me: DriverRef) => scoreOf(me),

    async creditEvents(me: DriverRef): Promise<{ results: CreditEvent[] }> {
      await awardVerified(me);
      return { results: (await repo.creditEventsOf(me.id)).map(toCreditEvent) };
    },

    /** One event and the score after all events (/integralResult). */
    async creditResult(me: DriverRef, eventId: string): Promise<CreditResult> {
      const row = await repo.creditEvent(me.id, eventId);
      if (!row) throw notFound('信用分记录');
      return { event: toCreditEvent(row), ...(await scoreOf(me)) };
    },

    creditRules: async (dealerId: string) => ({ results: await rulesOf(dealerId) }),
  };

  /** The payments module's hooks: deliver in the transaction that takes the money, or release the hold. */
  const purchases = {
    async fulfil(tx: Db, p: PurchaseRecord): Promise<'fulfilled' | 'refused'> {
      const share = await repo.share(p.ref, tx);
      if (!share || share.driverId !== p.driverId || share.priceFen !== p.amountFen) return 'refused';
      if (share.status === ShareStatus.ACTIVE) return share.orderNo === p.orderNo ? 'fulfilled' : 'refused';
      if (share.status === ShareStatus.CANCELLED) return 'refused';
      // The product's lock, then the share's: the order every hold takes them in.
      const product = await repo.product(share.productId, tx, { lock: true });
      const current = (await repo.share(share.id, tx, { lock: true }))!;
      if (!product) return 'refused';
      if (current.status === ShareStatus.RELEASED) {
        // Money after the order closed: deliver only if a slot and the plate are still free.
        const held = (await repo.held([product.id], [current.period], tx)).get(`${product.id}|${current.period}`) ?? 0;
        if (held >= product.quota) return 'refused';
        const from = new Date(current.windows[0]![0]);
        const until = new Date(current.windows.at(-1)![1]);
        if (await repo.shareOverlapping(current.parkId, current.plateNo, from, until, tx)) return 'refused';
      } else if (current.status !== ShareStatus.PAYING) return 'refused';
      await repo.updateShare(tx, current.id, { status: ShareStatus.ACTIVE, orderNo: p.orderNo });
      return 'fulfilled';
    },

    async release(tx: Db, p: PurchaseRecord): Promise<void> {
      await repo.updateShare(
        tx,
        p.ref,
        { status: ShareStatus.RELEASED },
        and(
          eq(sharingShares.status, ShareStatus.PAYING),
          or(isNull(sharingShares.orderNo), eq(sharingShares.orderNo, p.orderNo)),
        ),
      );
    },
  };

  /**
   * A parking stay changed (outbox event): once it has left, a stay touched by a share's windows and charged for
   * minutes outside them is a violation (once per stay) and costs score; once its arrears are paid, score comes
   * back. Idempotent: every write is once per stay.
   */
  async function onStay(stayId: string): Promise<void> {
    const stay = await deps.stayOf(stayId);
    if (!stay || !stay.exitedAt || (stay.state !== 'left' && stay.state !== 'arrears')) return;
    const enteredAt = stay.enteredAt.getTime();
    const exitedAt = stay.exitedAt.getTime();
    const shares = (
      await repo.activeSharesOf(stay.dealerId, stay.parkId, stay.plateNo, new Date(enteredAt - 86_400_000))
    ).filter((s) => s.windows.some(([from, to]) => to > enteredAt && from < exitedAt));
    if (shares.length === 0) return;
    const share = shares[0]!;
    const windows = mergeIntervals(shares.flatMap((s) => s.windows));
    const outside = outsideMinutes(windows, enteredAt, exitedAt);
    const owner = { id: share.driverId, dealerId: share.dealerId };
    // Left owing: it went out without paying (a leave-first park's arrears, paid or not since).
    const leftOwing = stay.state === 'arrears' || !!stay.arrearsAt;
    await db.transaction(async (tx) => {
      if (isViolation(outside, leftOwing)) {
        await repo.insertViolation(tx, {
          dealerId: share.dealerId,
          driverId: share.driverId,
          shareId: share.id,
          stayId: stay.id,
          parkId: stay.parkId,
          plateNo: stay.plateNo,
          enteredAt: stay.enteredAt,
          exitedAt: stay.exitedAt!,
          ...outside,
          feeFen: stay.totalFen ?? 0,
          createdAt: clock.now(),
        });
        await applyRule(
          tx,
          owner,
          CreditRuleCode.VIOLATION,
          `violation:${stay.id}`,
          `${formatPlateNo(stay.plateNo)} 超出时段 ${outside.minutes} 分钟`,
        );
      }
      // Arrears paid (已补缴): the stay left owing and is now settled.
      // Paying gives back at least what the violation took, as the credit screen promises (decision 072).
      if (stay.state === 'left' && stay.arrearsAt && (await repo.violationOfStay(stay.id, tx))) {
        const took = -(
          (await rulesOf(owner.dealerId, tx)).find((r) => r.code === CreditRuleCode.VIOLATION)?.points ?? 0
        );
        await applyRule(
          tx,
          owner,
          CreditRuleCode.ARREARS_PAID,
          `arrearsPaid:${stay.id}`,
          formatPlateNo(stay.plateNo),
          took,
        );
      }
    });
  }

  const operator = {
    async products(dealerId: string, parkId: string) {
      const park = await repo.parkName(dealerId, parkId);
      if (!park) throw notFound('停车场');
      return Promise.all((await repo.productsOfPark(dealerId, parkId)).map((r) => toProduct(r, park.name)));
    },

    async putProduct(dealerId: string, input: SharingProductInput & { onSale: boolean }) {
      const park = await repo.parkName(dealerId, input.parkId);
      if (!park) throw notFound('停车场');
      const now = clock.now();
      const saved = await repo.upsertProduct(
        {
          ...(input.productId ? { id: input.productId } : {}),
          dealerId,
          parkId: input.parkId,
          kind: input.kind,
          name: input.name,
          priceFen: input.priceFen,
          quota: input.quota,
          rules: input.rules,
          onSale: input.onSale,
          createdAt: now,
          updatedAt: now,
        },
        now,
      );
      if (!saved) throw notFound('错时共享产品');
      return toProduct(saved, park.name);
    },

    async putHoliday(dealerId: string, day: string, input: HolidayInput): Promise<Holiday> {
      const saved = await repo.putHoliday({ dealerId, day, kind: input.kind, name: input.name });
      return { day: saved.day, kind: saved.kind, name: saved.name };
    },

    async shares(dealerId: string, parkId: string): Promise<{ results: Share[] }> {
      if (!(await repo.parkName(dealerId, parkId))) throw notFound('停车场');
      const rows = await repo.sharesOfPark(dealerId, parkId);
      return { results: rows.map((r) => toShare(r.share, r.product, r.parkName)) };
    },

    async violations(dealerId: string, parkId: string): Promise<{ results: SharingViolation[] }> {
      if (!(await repo.parkName(dealerId, parkId))) throw notFound('停车场');
      return { results: (await repo.violationsOfPark(dealerId, parkId)).map(toViolation) };
    },

    async refundRule(dealerId: string, parkId: string): Promise<SharingRefundRule> {
      if (!(await repo.parkName(dealerId, parkId))) throw notFound('停车场');
      return refundRuleOf(dealerId, parkId);
    },

    async putRefundRule(dealerId: string, parkId: string, input: SharingRefundRule): Promise<SharingRefundRule> {
      if (!(await repo.parkName(dealerId, parkId))) throw notFound('停车场');
      const saved = await repo.putRefundRule(dealerId, parkId, input);
      return { fullBeforeHours: saved.fullBeforeHours, partPercent: saved.partPercent };
    },

    async putCreditRule(dealerId: string, code: Exclude<CreditRuleCode, 'correction'>, input: CreditRuleInput) {
      const saved = await repo.putCreditRule(dealerId, code, input.points, input.title, clock.now());
      return { code: saved.code, points: saved.points, title: saved.title };
    },

    /** A correction with its reason and the operator's id: one more event, never an edit of the ledger. */
    async correct(op: { id: string; dealerId: string }, input: CreditCorrection): Promise<CreditScore> {
      if (!(await repo.driverOfDealer(op.dealerId, input.driverId))) throw notFound('用户');
      await repo.addCreditEvent(db, {
        dealerId: op.dealerId,
        driverId: input.driverId,
        code: CreditRuleCode.CORRECTION,
        source: `correction:${randomUUID()}`,
        points: input.points,
        reason: `人工调整：${input.reason}`,
        operatorId: op.id,
        createdAt: clock.now(),
      });
      return scoreOf({ id: input.driverId, dealerId: op.dealerId });
    },
  };

  return { driver, purchases, operator, onStay, repo };
}
export type SharingService = ReturnType<typeof createSharingService>;
