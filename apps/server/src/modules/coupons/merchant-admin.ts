import {
  AppError,
  ErrorCode,
  maskPhone,
  QR_MAX_CLAIMS,
  QR_MAX_MINUTES,
  type CouponSettings,
  type CouponSettingsInput,
  type Merchant,
  type MerchantPage,
  type MerchantStaffMember,
} from '@parking/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { pageOf } from '../../db/paging';
import type { AuditTrail } from '../audit';
import { createCouponsRepository, type MerchantRow } from './coupons.repository';
import { createMerchantAdminRepository } from './merchant-admin.repository';

export interface MerchantAdminDeps {
  db: Db;
  clock: Clock;
  trail: AuditTrail;
  /** Refuses parks that are not the dealer's (INVALID_INPUT 车场不存在). */
  checkParks: (dealerId: string, ids: readonly string[]) => Promise<void>;
  driverByPhone: (dealerId: string, phone: string) => Promise<{ id: string } | undefined>;
}

const merchantGone = () => new AppError(ErrorCode.NOT_FOUND, '商户不存在');

/** What the audit log keeps of a merchant: its editable fields. */
const merchantFields = (m: MerchantRow) => ({
  name: m.name,
  parkIds: m.parkIds,
  disabledAt: m.disabledAt?.toISOString() ?? null,
  disabledReason: m.disabledReason,
});

export function merchantView(m: MerchantRow, staffCount: number): Merchant {
  return {
    id: m.id,
    name: m.name,
    parkIds: m.parkIds,
    staffCount,
    disabledAt: m.disabledAt?.toISOString() ?? null,
    disabledReason: m.disabledReason,
    createdAt: m.createdAt.toISOString(),
  };
}

/**
 * The operator's side of merchants (decision 090): edit, disable and enable, staff one by one, the dealer's QR
 * validation settings. Each change is recorded with its before and after in its own transaction (decision 082);
 * another dealer's merchant is simply not found.
 */
export function createMerchantAdmin(deps: MerchantAdminDeps) {
  const { db, clock, trail } = deps;
  const repo = createCouponsRepository(db);

  /** Runs `change` on the locked merchant row and records the difference; the view of the row after. */
  async function change(
    dealerId: string,
    id: string,
    apply: (row: MerchantRow, tx: Db) => Promise<MerchantRow | undefined>,
  ): Promise<Merchant> {
    return db.transaction(async (tx) => {
      const txRepo = createMerchantAdminRepository(tx);
      const before = await txRepo.lockMerchant(dealerId, id);
      if (!before) throw merchantGone();
      const after = (await apply(before, tx)) ?? before;
      await trail.record(tx, {
        objectType: 'merchant',
        objectId: id,
        before: merchantFields(before),
        after: merchantFields(after),
      });
      return merchantView(after, await txRepo.staffCount(id));
    });
  }

  async function staffOf(merchantId: string, via: Db = db): Promise<MerchantStaffMember[]> {
    const rows = await createMerchantAdminRepository(via).staff(merchantId);
    return rows.map((r) => ({
      driverId: r.driverId,
      phone: r.phone ? maskPhone(r.phone) : '（已注销）',
      addedAt: r.addedAt.toISOString(),
    }));
  }

  async function ownMerchant(dealerId: string, id: string): Promise<MerchantRow> {
    const row = await repo.merchant(dealerId, id);
    if (!row) throw merchantGone();
    return row;
  }

  async function settingsOf(dealerId: string, via: Db = db): Promise<CouponSettings> {
    const row = await createMerchantAdminRepository(via).settings(dealerId);
    return row
      ? { qrMaxMinutes: row.qrMaxMinutes, qrMaxClaims: row.qrMaxClaims, updatedAt: row.updatedAt.toISOString() }
      : { qrMaxMinutes: QR_MAX_MINUTES, qrMaxClaims: QR_MAX_CLAIMS, updatedAt: null };
  }

  return {
    /** Refuses a QR code past the dealer's QR validation settings. */
    async checkQr(dealerId: string, body: { minutes: number; maxClaims: number }) {
      const limits = await settingsOf(dealerId);
      if (body.minutes > limits.qrMaxMinutes)
        throw new AppError(ErrorCode.INVALID_INPUT, `二维码有效期最长${limits.qrMaxMinutes}分钟`);
      if (body.maxClaims > limits.qrMaxClaims)
        throw new AppError(ErrorCode.INVALID_INPUT, `一个二维码最多领取${limits.qrMaxClaims}次`);
    },

    async merchants(
      dealerId: string,
      query: { name?: string | undefined; state?: 'active' | 'disabled' | undefined; pageNo: number; pageSize: number },
    ): Promise<MerchantPage> {
      const found = await createMerchantAdminRepository(db).merchants(dealerId, {
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        ...(query.name ? { name: query.name } : {}),
        ...(query.state ? { state: query.state } : {}),
      });
      return pageOf(
        found.results.map(({ merchant, staffCount }) => merchantView(merchant, staffCount)),
        found.totalRecord,
      );
    },

    async updateMerchant(dealerId: string, id: string, input: { name: string; parkIds: string[] }): Promise<Merchant> {
      await deps.checkParks(dealerId, input.parkIds);
      return change(dealerId, id, (_row, tx) =>
        createMerchantAdminRepository(tx).updateMerchant(dealerId, id, {
          name: input.name,
          parkIds: [...new Set(input.parkIds)],
        }),
      );
    },

    /** Disables the store: its staff no longer see it, give its coupons or have its QR codes claimed. */
    async disableMerchant(dealerId: string, id: string, reason: string): Promise<Merchant> {
      return change(dealerId, id, async (row, tx) => {
        if (row.disabledAt) throw new AppError(ErrorCode.CONFLICT, '商户已停用');
        return createMerchantAdminRepository(tx).updateMerchant(dealerId, id, {
          disabledAt: clock.now(),
          disabledReason: reason,
        });
      });
    },

    async enableMerchant(dealerId: string, id: string): Promise<Merchant> {
      return change(dealerId, id, async (row, tx) => {
        if (!row.disabledAt) throw new AppError(ErrorCode.CONFLICT, '商户未停用');
        return createMerchantAdminRepository(tx).updateMerchant(dealerId, id, {
          disabledAt: null,
          disabledReason: null,
        });
      });
    },

    async merchantStaff(dealerId: string, id: string): Promise<MerchantStaffMember[]> {
      await ownMerchant(dealerId, id);
      return staffOf(id);
    },

    /** Adds a registered driver of the dealer, by phone, to the store's staff. */
    async addMerchantStaff(dealerId: string, id: string, phone: string): Promise<MerchantStaffMember[]> {
      await ownMerchant(dealerId, id);
      const driver = await deps.driverByPhone(dealerId, phone);
      if (!driver) throw new AppError(ErrorCode.INVALID_INPUT, `手机号${maskPhone(phone)}尚未注册`);
      return db.transaction(async (tx) => {
        if ((await createMerchantAdminRepository(tx).staffCount(id)) >= 20)
          throw new AppError(ErrorCode.INVALID_INPUT, '一个商户最多20名店员');
        await createCouponsRepository(tx).addStaff(id, [driver.id]);
        await trail.record(tx, {
          objectType: 'merchantStaff',
          objectId: `${id}:${driver.id}`,
          before: null,
          after: { merchantId: id, driverId: driver.id },
        });
        return staffOf(id, tx);
      });
    },

    async removeMerchantStaff(dealerId: string, id: string, driverId: string): Promise<MerchantStaffMember[]> {
      await ownMerchant(dealerId, id);
      return db.transaction(async (tx) => {
        if (!(await createMerchantAdminRepository(tx).removeStaff(id, driverId)))
          throw new AppError(ErrorCode.NOT_FOUND, '该店员不存在');
        await trail.record(tx, {
          objectType: 'merchantStaff',
          objectId: `${id}:${driverId}`,
          before: { merchantId: id, driverId },
          after: null,
        });
        return staffOf(id, tx);
      });
    },

    settings: (dealerId: string) => settingsOf(dealerId),

    async saveSettings(dealerId: string, input: Required<CouponSettingsInput>): Promise<CouponSettings> {
      return db.transaction(async (tx) => {
        const before = await settingsOf(dealerId, tx);
        const row = await createMerchantAdminRepository(tx).saveSettings({
          dealerId,
          ...input,
          updatedAt: clock.now(),
        });
        await trail.record(tx, {
          objectType: 'couponSettings',
          objectId: dealerId,
          before: { qrMaxMinutes: before.qrMaxMinutes, qrMaxClaims: before.qrMaxClaims },
          after: { qrMaxMinutes: row.qrMaxMinutes, qrMaxClaims: row.qrMaxClaims },
        });
        return { qrMaxMinutes: row.qrMaxMinutes, qrMaxClaims: row.qrMaxClaims, updatedAt: row.updatedAt.toISOString() };
      });
    },
  };
}
export type MerchantAdmin = ReturnType<typeof createMerchantAdmin>;
