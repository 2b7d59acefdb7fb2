import { AppError, ErrorCode, REVOKE_WINDOW_MINUTES, type Coupon } from '@parking/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { staysPort, type StayPricer } from '../parking';
import type { ParksRepository } from '../parks';
import type { Bills, Payments } from '../payments';
import type { PlatesService } from '../vehicles';
import type { AuditTrail } from '../audit';
import { couponStateAt, couponTitle, revocable } from './coupons.domain';
import {
  createCouponsRepository,
  type BatchRow,
  type CouponWithTerms,
  type MerchantRow,
  type PlateKey,
  type TemplateRow,
} from './coupons.repository';
import { kindDetail } from './coupon-kinds';
import { createMerchantAdmin } from './merchant-admin';

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

export interface Who {
  id: string;
  dealerId: string;
}

export const notFound = (what = '优惠券不存在') => new AppError(ErrorCode.NOT_FOUND, what);
export const MINUTE_MS = 60_000;

/** The sentence under an altRule or re-entry coupon's title (decision 053). */
function detailOf(t: TemplateRow): { detail?: string } {
  const detail = kindDetail(t);
  return detail ? { detail } : {};
}

export function view(
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

export function batchView({ batch, template }: { batch: BatchRow; template: TemplateRow }) {
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

export function templateView(t: TemplateRow) {
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

/**
 * What the parts of the coupons service share: park names, coupon views, a driver's plates, the store a staff member
 * acts for and its batches, giving a coupon, whether the car left since, the parks check, and the merchants' admin.
 */
export function createCouponsAccess(deps: CouponsDeps) {
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
    for (const parkId of merchant.parkIds) {
      const stay = await staysPort.latestStayEnteredBy(
        via,
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

  async function checkParks(dealerId: string, ids: readonly string[]) {
    const found = await parks.parksByIds([...ids]);
    if (found.length !== new Set(ids).size || found.some((p) => p.dealerId !== dealerId)) {
      throw new AppError(ErrorCode.INVALID_INPUT, '车场不存在');
    }
  }

  return {
    deps,
    db,
    clock,
    parks,
    repo,
    parkNames,
    views,
    platesOf,
    staffMerchant,
    merchantBatch,
    give,
    oneView,
    carLeftSince,
    givenViews,
    checkParks,
    merchantAdmin: createMerchantAdmin({ ...deps, checkParks }),
  };
}
export type CouponsAccess = ReturnType<typeof createCouponsAccess>;
