import {
  AppError,
  ErrorCode,
  parsePlate,
  REVOKE_WINDOW_MINUTES,
  type BatchInput,
  type BatchOrdersQuery,
  type BuyBatch,
  type ClaimQrCoupon,
  type Coupon,
  type CouponReportRow,
  type CouponTemplateInput,
  type CreateQrCode,
  type GivenCouponsQuery,
  type MyMerchant,
  type QrCode,
  type SendPlateCoupon,
  type UsableCoupon,
  type UsableCoupons,
  type UserCouponsQuery,
  CouponTemplateInput as TemplateSchema,
} from '@parking/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-error';
import { pageOf } from '../../db/paging';
import { createStaysRepository, type StayPricer } from '../parking';
import type { ParksRepository } from '../parks';
import type { Bills, Payer, Payments } from '../payments';
import { createBatchSales } from './batch-sales';
import type { PlatesService } from '../vehicles';
import { couponStateAt, couponTitle, rankUsable, revocable, shanghaiDayOf, usableOn } from './coupons.domain';
import {
  createCouponsRepository,
  type BatchRow,
  type CouponWithTerms,
  type MerchantRow,
  type PlateKey,
  type TemplateRow,
} from './coupons.repository';
import { signQrToken, verifyQrToken } from './qr-token';
import { checkTemplateKind, kindDetail, storedValue } from './coupon-kinds';
import { discountForStay } from './kind-discounts';
import { createMerchantDetail } from './merchant-detail';
import { createMerchantAdmin, merchantView } from './merchant-admin';
import type { AuditTrail } from '../audit';

export interface CouponsDeps {
  db: Db;
  clock: Clock;
  qrSecret: string;
  parks: ParksRepository;
  pricer: StayPricer;
  /** Payments' bills (a stay's fee now). */
  bills: Pick<Bills, 'byIds'>;
  plates: Pick<PlatesService, 'list'>;
  /** A registered driver by phone (merchant staff are added by phone). */
  driverByPhone: (dealerId: string, phone: string) => Promise<{ id: string } | undefined>;
  /** Merchants buy batches as purchases; a coupon-only stay's refund gives the coupon back (decision 049). */
  payments: Pick<Payments, 'purchases' | 'orders' | 'appealRefunds'>;
  /** Operator changes to merchants and settings carry their before and after (decision 082). */
  trail: AuditTrail;
}

interface Who {
  id: string;
  dealerId: string;
}

const notFound = (what = '优惠券不存在') => new AppError(ErrorCode.NOT_FOUND, what);
const MINUTE_MS = 60_000;

/** Coupons: the driver's wallet and claims, merchant staff's giving and records, operators' templates and batches. */
export function createCouponsService(deps: CouponsDeps) {
  const { db, clock, parks } = deps;
  const repo = createCouponsRepository(db);

  async function parkNames(ids: readonly string[]): Promise<Map<string, string>> {
    const rows = await parks.parksByIds([...new Set(ids)]);
    return new Map(rows.map((p) => [p.id, p.name]));
  }

  async function views(rows: CouponWithTerms[], extra?: (row: CouponWithTerms) => Partial<Coupon>): Promise<Coupon[]> {
    const names = await parkNames(rows.flatMap((r) => r.template.parkIds));
    const now = clock.now();
    return rows.map((row) => ({ ...view(row, names, now), ...extra?.(row) }));
  }

  function view(
    { coupon: c, template: t, merchantName }: CouponWithTerms,
    names: Map<string, string>,
    now: Date,
  ): Coupon {
    return {
      id: c.id,
      name: t.name,
      title: couponTitle(t),
      kind: t.kind,
      state: couponStateAt(c, now),
      merchantName,
      parkNames: t.parkIds.length ? t.parkIds.map((id) => names.get(id) ?? '') : null,
      minSpendFen: t.minSpendFen,
      plateNo: c.plateNo,
      validFrom: c.validFrom.toISOString(),
      validUntil: c.validUntil.toISOString(),
      issuedAt: c.issuedAt.toISOString(),
      usedAt: c.usedAt?.toISOString() ?? null,
      discountFen: c.state === 'used' ? c.discountFen : null,
      ...detailOf(t),
    };
  }

  /** The sentence under an altRule or re-entry coupon's title (decision 053). */
  function detailOf(t: TemplateRow): { detail?: string } {
    const detail = kindDetail(t);
    return detail ? { detail } : {};
  }

  async function platesOf(driver: Who): Promise<PlateKey[]> {
    const list = await deps.plates.list(driver);
    return list.results.map((p) => ({ plateNo: p.plateNo, plateColor: p.plateColor ?? 0 }));
  }

  /** The merchant if the driver is on its staff (another store's is not found); a disabled one refuses (090). */
  async function staffMerchant(driver: Who, merchantId: string): Promise<MerchantRow> {
    const mine = await repo.merchantsOfStaff(driver.dealerId, driver.id, true);
    const merchant = mine.find((m) => m.id === merchantId);
    if (!merchant) throw notFound('商户不存在');
    if (merchant.disabledAt) throw new AppError(ErrorCode.FORBIDDEN, '该商户已停用，请联系停车场');
    return merchant;
  }

  async function merchantBatch(merchant: MerchantRow, batchId: string) {
    const found = await repo.batch(merchant.dealerId, batchId);
    if (!found || found.batch.merchantId !== merchant.id) throw notFound('优惠券批次不存在');
    return found;
  }

  function batchView({ batch, template }: { batch: BatchRow; template: TemplateRow }) {
    return {
      id: batch.id,
      templateId: batch.templateId,
      merchantId: batch.merchantId,
      title: couponTitle(template),
      name: template.name,
      quantity: batch.quantity,
      issued: batch.issued,
      createdAt: batch.createdAt.toISOString(),
    };
  }

  function templateView(t: TemplateRow) {
    return {
      id: t.id,
      name: t.name,
      kind: t.kind,
      value: t.value,
      capFen: t.capFen,
      minSpendFen: t.minSpendFen,
      parkIds: t.parkIds,
      validMinutes: t.validMinutes,
      perPersonLimit: t.perPersonLimit,
      perDayLimit: t.perDayLimit,
      scope: t.scope,
      serviceOnly: t.serviceOnly,
      title: couponTitle(t),
      priceFen: t.priceFen,
      withdrawn: t.withdrawnAt !== null,
      altRule: t.altRule,
    };
  }

  /** Gives one coupon of a batch (inside `tx`): the stock is taken, the coupon valid from now. */
  async function give(
    tx: Db,
    found: { batch: BatchRow; template: TemplateRow },
    holder: { driverId: string } | { plateNo: string; plateColor: number },
    qrCodeId?: string,
  ) {
    const txRepo = createCouponsRepository(tx);
    if (!(await txRepo.takeFromBatch(found.batch.id))) throw new AppError(ErrorCode.COUPONS_GONE, '优惠券余量不足');
    const now = clock.now();
    return txRepo.insertCoupon({
      dealerId: found.batch.dealerId,
      batchId: found.batch.id,
      templateId: found.template.id,
      merchantId: found.batch.merchantId,
      ...holder,
      ...(qrCodeId ? { qrCodeId } : {}),
      validFrom: now,
      validUntil: new Date(now.getTime() + found.template.validMinutes * MINUTE_MS),
      issuedAt: now,
    });
  }

  async function oneView(id: string, extra?: Partial<Coupon>): Promise<Coupon> {
    const row = await repo.coupon(id);
    if (!row) throw notFound();
    return (await views([row], () => extra ?? {}))[0]!;
  }

  /** Whether the car the coupon was given to left (or reached the exit of) one of the merchant's parks since. */
  async function carLeftSince(merchant: MerchantRow, c: CouponWithTerms['coupon'], via: Db = db): Promise<boolean> {
    if (!c.plateNo || c.plateColor === null) return false;
    const stays = createStaysRepository(via);
    for (const parkId of merchant.parkIds) {
      const stay = await stays.latestStayEnteredBy(
        { parkId, plateNo: c.plateNo, plateColor: c.plateColor },
        clock.now(),
      );
      // At the exit lane (held for payment) counts as leaving: that is where a coupon taken back becomes a dispute.
      const leftAt = stay?.exitedAt ?? stay?.heldAt;
      if (stay && stay.state !== 'parked' && leftAt && leftAt.getTime() >= c.issuedAt.getTime()) return true;
    }
    return false;
  }

  /** The store's given coupons as its records show them, with whether each may still be taken back. */
  async function givenViews(store: MerchantRow, rows: CouponWithTerms[]): Promise<Coupon[]> {
    const now = clock.now();
    const results = await views(rows);
    for (const [i, row] of rows.entries()) {
      results[i]!.revocable = revocable(row.coupon, await carLeftSince(store, row.coupon), now, REVOKE_WINDOW_MINUTES);
    }
    return results;
  }

  const driver = {
    async wallet(
      who: Who,
      query: UserCouponsQuery & { pageNo: number; pageSize: number; state: 'unused' | 'used' | 'past' },
    ) {
      const where = repo.heldBy(who.dealerId, who.id, await platesOf(who));
      const page = await repo.walletPage(where, query.state, clock.now(), query);
      return pageOf(await views(page.results), page.totalRecord);
    },

    async counts(who: Who) {
      return repo.walletCounts(repo.heldBy(who.dealerId, who.id, await platesOf(who)), clock.now());
    },

    /** The driver's coupons that can pay this bill now, best first, each with the fee it leaves. */
    async usable(who: Who, query: { uniqueId: string; parkId: string }): Promise<UsableCoupons> {
      const [bill] = await deps.bills.byIds(who.dealerId, [query.uniqueId]);
      if (!bill || bill.stay.parkId !== query.parkId) throw notFound('订单不存在');
      const none: UsableCoupons = { dueFen: bill.dueFen, results: [], bestId: null };
      // Arrears have a fixed total; a stay already paid with a coupon takes no second one (one per stay).
      if (bill.totalFen === undefined || bill.dueFen === 0 || (bill.fee?.discountFen ?? 0) > 0) return none;
      const plates = await platesOf(who);
      plates.push({ plateNo: bill.stay.plateNo, plateColor: bill.stay.plateColor });
      const now = clock.now();
      const rows = (await repo.candidates(repo.heldBy(who.dealerId, who.id, plates), now)).filter(
        (r) =>
          (r.coupon.state === 'unused' || r.coupon.sessionId === bill.stay.id) &&
          r.template.scope === 'parking' &&
          usableOn(
            { ...r.template, validFrom: r.coupon.validFrom, validUntil: r.coupon.validUntil },
            { parkId: bill.stay.parkId, grossFen: bill.totalFen! },
            now,
          ),
      );
      const priced: (CouponWithTerms & { dueFen: number; discountFen: number; validUntil: Date; issuedAt: Date })[] =
        [];
      for (const row of rows) {
        // A re-entry coupon applies only to a car back within its window (decision 053).
        const discount = await discountForStay(db, row.template, bill.stay);
        if (!discount) continue;
        const quote = await deps.pricer.quote(bill.stay, now, db, { discount });
        priced.push({
          ...row,
          dueFen: quote.dueFen,
          discountFen: bill.dueFen - quote.dueFen,
          validUntil: row.coupon.validUntil,
          issuedAt: row.coupon.issuedAt,
        });
      }
      // A coupon that leaves nothing to pay is offered too: it settles the bill alone (coupon-only, decision 049).
      const ranked = rankUsable(priced.filter((p) => p.discountFen > 0));
      const names = await parkNames(ranked.flatMap((r) => r.template.parkIds));
      const results: UsableCoupon[] = ranked.map((r) => ({
        ...view(r, names, now),
        dueFen: r.dueFen,
        discountFen: r.discountFen,
      }));
      return { dueFen: bill.dueFen, results, bestId: results[0]?.id ?? null };
    },

    /** Claims the coupon of a merchant's QR code: signed, in time, claims left, once per driver, within limits. */
    async claim(who: Who, body: ClaimQrCoupon): Promise<Coupon> {
      const now = clock.now();
      const checked = verifyQrToken(deps.qrSecret, body.token, now);
      if (!checked.ok) {
        throw checked.reason === 'expired'
          ? new AppError(ErrorCode.QR_CODE_EXPIRED)
          : new AppError(ErrorCode.QR_CODE_INVALID);
      }
      const qr = await repo.qrCode(checked.qrCodeId);
      if (!qr || qr.dealerId !== who.dealerId) throw new AppError(ErrorCode.QR_CODE_INVALID);
      if (qr.expiresAt.getTime() <= now.getTime()) throw new AppError(ErrorCode.QR_CODE_EXPIRED);
      if ((await repo.merchant(qr.dealerId, qr.merchantId))?.disabledAt)
        throw new AppError(ErrorCode.QR_CODE_INVALID, '该商户已停用，二维码无效');
      if ((await platesOf(who)).length === 0) throw new AppError(ErrorCode.COUPON_NEEDS_PLATE);
      try {
        const coupon = await db.transaction(async (tx) => {
          const txRepo = createCouponsRepository(tx);
          const found = await txRepo.batch(qr.dealerId, qr.batchId);
          if (!found) throw new AppError(ErrorCode.QR_CODE_INVALID);
          if (await txRepo.hasClaimed(qr.id, who.id)) throw new AppError(ErrorCode.COUPON_LIMIT);
          const { perPersonLimit, perDayLimit } = found.template;
          if (perPersonLimit > 0 || perDayLimit > 0) {
            const claimed = await txRepo.claimedOf(found.template.id, who.id, shanghaiDayOf(now));
            if (
              (perPersonLimit > 0 && claimed.all >= perPersonLimit) ||
              (perDayLimit > 0 && claimed.recent >= perDayLimit)
            )
              throw new AppError(ErrorCode.COUPON_LIMIT, '已达该优惠券的领取上限');
          }
          if (!(await txRepo.takeQrClaim(qr.id))) throw new AppError(ErrorCode.COUPONS_GONE);
          return give(tx, found, { driverId: who.id }, qr.id);
        });
        return oneView(coupon.id);
      } catch (error) {
        if (isUniqueViolation(error, 'coupons_one_claim_per_qr')) throw new AppError(ErrorCode.COUPON_LIMIT);
        throw error;
      }
    },
  };

  const sales = createBatchSales({ db, clock, payments: deps.payments, parkNames });
  const merchantAdmin = createMerchantAdmin({ ...deps, checkParks });

  const merchant = {
    /** The templates the store may buy (/buyCouponsList). */
    async saleTemplates(who: Who, merchantId: string) {
      return sales.forSale(await staffMerchant(who, merchantId));
    },
    /** Buys a batch for the store, paid by the staff member's own account (decision 049). */
    async buyBatch(who: Who, merchantId: string, payer: Payer & { driverId: string }, body: BuyBatch, key: string) {
      return sales.buy(await staffMerchant(who, merchantId), payer, body, key);
    },
    async batchOrders(who: Who, merchantId: string, query: BatchOrdersQuery & { pageNo: number; pageSize: number }) {
      return sales.orders(await staffMerchant(who, merchantId), query);
    },
    async batchOrder(who: Who, id: string) {
      return sales.order(await repo.merchantsOfStaff(who.dealerId, who.id), id);
    },

    async mine(who: Who): Promise<MyMerchant[]> {
      const stores = await repo.merchantsOfStaff(who.dealerId, who.id);
      return Promise.all(
        stores.map(async (m) => ({
          id: m.id,
          name: m.name,
          batches: (await repo.batches(m.dealerId, m.id)).map(batchView),
          ...(await repo.merchantTotals(m.id)),
        })),
      );
    },

    async sendToPlate(who: Who, body: SendPlateCoupon): Promise<Coupon> {
      const store = await staffMerchant(who, body.merchantId);
      const found = await merchantBatch(store, body.batchId);
      const parsed = parsePlate(body.plateNo, {
        plateColor: body.plateColor === 2 || body.plateColor === '2' ? 2 : null,
      });
      if (!parsed.ok) throw new AppError(ErrorCode.INVALID_INPUT, parsed.message);
      const { plateNo } = parsed.plate;
      const plateColor = parsed.plate.plateColor ?? 0;
      const coupon = await db.transaction((tx) => give(tx, found, { plateNo, plateColor }));
      return oneView(coupon.id, { revocable: true });
    },

    async createQr(who: Who, merchantId: string, body: CreateQrCode): Promise<QrCode> {
      const store = await staffMerchant(who, merchantId);
      const found = await merchantBatch(store, body.batchId);
      if (found.batch.issued >= found.batch.quantity)
        throw new AppError(ErrorCode.COUPONS_GONE, '优惠券余量不足，请先购买');
      await merchantAdmin.checkQr(store.dealerId, body);
      const now = clock.now();
      const qr = await repo.insertQrCode({
        dealerId: store.dealerId,
        merchantId: store.id,
        batchId: found.batch.id,
        maxClaims: body.maxClaims,
        expiresAt: new Date(now.getTime() + body.minutes * MINUTE_MS),
      });
      return {
        token: signQrToken(deps.qrSecret, qr.id, qr.expiresAt),
        expiresAt: qr.expiresAt.toISOString(),
        maxClaims: qr.maxClaims,
        claims: 0,
      };
    },

    async given(who: Who, merchantId: string, query: GivenCouponsQuery & { pageNo: number; pageSize: number }) {
      const store = await staffMerchant(who, merchantId);
      const page = await repo.givenPage(store.id, query);
      return pageOf(await givenViews(store, page.results), page.totalRecord);
    },

    // /couponsDetail and /parkingDetail (decision 053).
    ...createMerchantDetail({
      db,
      clock,
      parks,
      pricer: deps.pricer,
      staffMerchant,
      merchantBatch,
      batchView,
      givenViews,
    }),

    async revoke(who: Who, merchantId: string, couponId: string): Promise<Coupon> {
      const store = await staffMerchant(who, merchantId);
      const row = await repo.coupon(couponId);
      if (!row || row.coupon.merchantId !== store.id) throw notFound();
      await db.transaction(async (tx) => {
        const locked = await createCouponsRepository(tx).lockCoupon(couponId);
        if (!locked) throw notFound();
        const left = await carLeftSince(store, locked, tx);
        if (!revocable(locked, left, clock.now(), REVOKE_WINDOW_MINUTES))
          throw new AppError(ErrorCode.COUPON_NOT_REVOCABLE);
        await createCouponsRepository(tx).revoke(couponId, clock.now());
      });
      return oneView(couponId, { revocable: false });
    },
  };

  const operator = {
    templates: async (dealerId: string) => (await repo.templates(dealerId)).map(templateView),

    async createTemplate(dealerId: string, input: CouponTemplateInput) {
      const t = TemplateSchema.parse(input);
      checkTemplateKind(t);
      await checkParks(dealerId, t.parkIds);
      const row = await repo.insertTemplate({
        dealerId,
        name: t.name,
        kind: t.kind,
        value: t.kind === 'waiver' ? 0 : storedValue(t),
        capFen: t.capFen ?? null,
        minSpendFen: t.minSpendFen,
        parkIds: t.parkIds,
        validMinutes: t.validMinutes,
        perPersonLimit: t.perPersonLimit,
        perDayLimit: t.perDayLimit,
        scope: t.scope,
        serviceOnly: t.serviceOnly,
        priceFen: t.priceFen ?? null,
        altRule: t.altRule ?? null,
      });
      return templateView(row);
    },

    // Merchants' list, edits, staff and the QR settings (decision 090).
    ...merchantAdmin,

    async createMerchant(dealerId: string, input: { name: string; parkIds: string[]; staffPhones: string[] }) {
      await checkParks(dealerId, input.parkIds);
      const staff: string[] = [];
      for (const phone of input.staffPhones) {
        const found = await deps.driverByPhone(dealerId, phone);
        if (!found) throw new AppError(ErrorCode.INVALID_INPUT, `手机号${phone}尚未注册`);
        staff.push(found.id);
      }
      const m = await db.transaction(async (tx) => {
        const txRepo = createCouponsRepository(tx);
        const row = await txRepo.insertMerchant({ dealerId, name: input.name, parkIds: input.parkIds });
        await txRepo.addStaff(row.id, staff);
        return row;
      });
      return merchantView(m, staff.length);
    },

    async withdrawTemplate(dealerId: string, templateId: string) {
      const row = await repo.withdrawTemplate(dealerId, templateId, clock.now());
      if (!row) throw notFound('优惠券模板不存在');
      return templateView(row);
    },

    /** The refund of a stay its coupon paid whole: the coupon goes back (payments finds the coupon-only order). */
    async refundCouponOnlyStay(dealerId: string, stayId: string) {
      // Another dealer's stay is not found.
      const [stay] = await deps.bills.byIds(dealerId, [stayId]);
      const orderNo = stay
        ? await db.transaction((tx) => deps.payments.appealRefunds.refundCouponOnly(tx, stayId))
        : null;
      if (!orderNo) throw notFound('该订单不是优惠券全额抵扣的订单');
      return { orderNo };
    },

    batches: async (dealerId: string) => (await repo.batches(dealerId)).map(batchView),

    async createBatch(dealerId: string, input: BatchInput) {
      const template = await repo.template(dealerId, input.templateId);
      if (!template) throw notFound('优惠券模板不存在');
      if (input.merchantId && !(await repo.merchant(dealerId, input.merchantId))) throw notFound('商户不存在');
      const batch = await repo.insertBatch({
        dealerId,
        templateId: template.id,
        merchantId: input.merchantId ?? null,
        quantity: input.quantity,
      });
      return batchView({ batch, template });
    },

    async report(dealerId: string): Promise<CouponReportRow[]> {
      return (await repo.report(dealerId)).map((r) => ({
        merchantId: r.merchantId,
        merchantName: r.merchantName ?? '平台',
        given: r.given,
        used: r.used,
        revoked: r.revoked,
        discountFen: r.discountFen,
      }));
    },
  };

  async function checkParks(dealerId: string, ids: readonly string[]) {
    const found = await parks.parksByIds([...ids]);
    if (found.length !== new Set(ids).size || found.some((p) => p.dealerId !== dealerId)) {
      throw new AppError(ErrorCode.INVALID_INPUT, '车场不存在');
    }
  }

  /**
   * For other modules: gives one coupon of a platform batch (no merchant) to a driver inside the caller's
   * transaction — e.g. the reservations guarantee's apology (decision 038). Null when the batch is not the dealer's
   * platform batch or its stock is empty: the caller's own business (a refund) must not fail for a coupon.
   * Idempotency is the caller's: it records the coupon id under its own row lock.
   */
  const grants = {
    async platformBatch(dealerId: string, batchId: string): Promise<{ title: string } | undefined> {
      const found = await repo.batch(dealerId, batchId);
      return found && !found.batch.merchantId ? { title: couponTitle(found.template) } : undefined;
    },
    async grant(
      tx: Db,
      input: { dealerId: string; batchId: string; driverId: string },
    ): Promise<{ couponId: string; title: string } | null> {
      const found = await createCouponsRepository(tx).batch(input.dealerId, input.batchId);
      if (!found || found.batch.merchantId) return null;
      if (found.batch.issued >= found.batch.quantity) return null;
      const coupon = await give(tx, found, { driverId: input.driverId });
      return { couponId: coupon.id, title: couponTitle(found.template) };
    },

    /**
     * An appeal's compensation (decision 054), inside the caller's transaction: one coupon of one of the dealer's
     * templates, from a platform batch of one made for it (the report counts it under 平台, the stock stays exact).
     * An amount template may give less than its amount (`amountFen`, 1 fen up to the template's); other kinds give
     * what the template says. Another dealer's or a withdrawn template → 0xd201. Once-only is the caller's.
     */
    async compensate(
      tx: Db,
      input: { dealerId: string; templateId: string; driverId: string; amountFen?: number | undefined },
    ): Promise<{ couponId: string; title: string }> {
      const txRepo = createCouponsRepository(tx);
      const template = await txRepo.template(input.dealerId, input.templateId);
      if (!template || template.withdrawnAt) throw new AppError(ErrorCode.COMPENSATION_TEMPLATE_NOT_FOUND);
      const value = compensationValue(template, input.amountFen);
      const batch = await txRepo.insertBatch({
        dealerId: input.dealerId,
        templateId: template.id,
        merchantId: null,
        quantity: 1,
      });
      const coupon = await give(tx, { batch, template }, { driverId: input.driverId });
      if (value !== template.value) await txRepo.setOwnValue(coupon.id, value);
      return { couponId: coupon.id, title: couponTitle({ ...template, value }) };
    },
  };

  return { driver, merchant, operator, grants, repo };
}

/** The value of a compensation coupon: the template's, or a chosen amount within an amount template's (0xd202). */
export function compensationValue(template: { kind: string; value: number }, amountFen: number | undefined): number {
  if (amountFen === undefined) return template.value;
  if (template.kind !== 'amount' || !Number.isInteger(amountFen) || amountFen < 1 || amountFen > template.value) {
    throw new AppError(ErrorCode.COMPENSATION_AMOUNT_INVALID);
  }
  return amountFen;
}
export type CouponsService = ReturnType<typeof createCouponsService>;
