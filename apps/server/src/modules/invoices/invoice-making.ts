import { createHash } from 'node:crypto';
import {
  AppError,
  ErrorCode,
  INVOICEABLE_DAYS,
  missingForSpecial,
  type Invoice,
  type InvoiceableBills,
} from '@parking/contracts';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { feeKindOf, invoiceableFen } from './invoice-rules';
import { createInvoicesRepository } from './invoices.repository';
import type { Driver, InvoicesAccess, MakeInput } from './invoices-access';

/** A driver's invoiceable bills, and one invoice made of some of them. */
export function createInvoiceMaking({ deps, db, clock, repo, settingsOf, view, insertBlue }: InvoicesAccess) {
  const { captured } = deps;

  /** The driver's captured payments that can be invoiced now, newest first, with their total. */
  async function invoiceableBills(driver: Driver): Promise<InvoiceableBills> {
    const settings = await repo.settings(driver.dealerId);
    if (!settings) return { bills: [], totalFen: 0 };
    const since = new Date(clock.now().getTime() - INVOICEABLE_DAYS * 86_400_000);
    const payments = await captured.ofDriver(driver.dealerId, driver.id, since, 500);
    const taken = new Set((await repo.activeBills(payments.map((p) => p.orderNo))).map((b) => b.orderNo));
    const bills = payments.flatMap((p) => {
      const feeKind = feeKindOf(p.purpose);
      const fen = invoiceableFen(p);
      if (!feeKind || !settings.taxItems[feeKind] || fen <= 0 || taken.has(p.orderNo)) return [];
      return [
        {
          orderNo: p.orderNo,
          feeKind,
          description: p.description,
          paidAt: p.paidAt.toISOString(),
          paidFen: p.amountFen,
          refundedFen: p.refundedFen,
          invoiceableFen: fen,
        },
      ];
    });
    return { bills, totalFen: bills.reduce((s, b) => s + b.invoiceableFen, 0) };
  }

  const hashOf = (driver: Driver, body: MakeInput) =>
    createHash('sha256')
      .update(
        JSON.stringify([
          driver.id,
          [...body.orderNos].sort(),
          body.titleId,
          body.kind,
          body.email ?? '',
          body.remark ?? '',
        ]),
      )
      .digest('hex');

  /** The first answer for a key, or a refusal when the key came with another request. */
  async function replayed(driver: Driver, key: string, hash: string, within: Db): Promise<Invoice | undefined> {
    const earlier = await createInvoicesRepository(within).byRequestKey(driver.id, key);
    if (!earlier) return undefined;
    if (earlier.requestHash !== hash)
      throw new AppError(ErrorCode.IDEMPOTENCY_KEY_REUSED, '该开票请求已提交过，请刷新页面后重试');
    return view(earlier, within);
  }

  /**
   * One invoice for the chosen bills. The bills' payment orders are locked first (a refund waits for us, or we see
   * it), then the key and the bills are checked; the unique index on standing bills settles any race left.
   */
  async function make(driver: Driver, body: MakeInput, key: string): Promise<Invoice> {
    const hash = hashOf(driver, body);
    const early = await replayed(driver, key, hash, db);
    if (early) return early;
    const settings = await settingsOf(driver.dealerId);
    const title = await repo.titles.get(driver.id, body.titleId);
    if (!title) throw new AppError(ErrorCode.INVOICE_TITLE_NOT_FOUND);
    // 专票: the buyer deducts its tax, so the provider needs every registered detail; say which are missing.
    const missing = body.kind === 'special' ? missingForSpecial(title) : [];
    if (missing.length > 0) {
      throw new AppError(
        ErrorCode.INVOICE_TITLE_INCOMPLETE,
        title.kind === 'company'
          ? `开具专用发票需补全抬头的${missing.join('、')}`
          : '专用发票仅可开给单位抬头，请选择或添加单位抬头',
      );
    }
    try {
      return await db.transaction(async (tx) => {
        const r = createInvoicesRepository(tx);
        const payments = await captured.lockForUpdate(tx, driver.dealerId, body.orderNos);
        const again = await replayed(driver, key, hash, tx);
        if (again) return again;
        const byNo = new Map(payments.map((p) => [p.orderNo, p]));
        const bills = body.orderNos.map((orderNo) => {
          const p = byNo.get(orderNo);
          const feeKind = p && feeKindOf(p.purpose);
          // Another driver's bill answers exactly like a missing one.
          if (!p || p.driverId !== driver.id || !feeKind || !settings.taxItems[feeKind] || invoiceableFen(p) <= 0) {
            throw new AppError(ErrorCode.INVOICE_BILL_UNAVAILABLE);
          }
          return { orderNo, feeKind, amountFen: invoiceableFen(p) };
        });
        if ((await r.activeBills(body.orderNos)).length > 0) throw new AppError(ErrorCode.INVOICE_BILL_INVOICED);
        const row = await insertBlue(tx, {
          dealerId: driver.dealerId,
          driverId: driver.id,
          kind: body.kind,
          title,
          email: body.email ?? title.email,
          remark: body.remark ?? null,
          bills,
          settings,
          requestKey: key,
          requestHash: hash,
          originalId: null,
        });
        return view(row, tx);
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // A twin with the same key won the race: answer as it did. Otherwise another invoice took a bill first.
      const twin = await replayed(driver, key, hash, db);
      if (twin) return twin;
      throw new AppError(ErrorCode.INVOICE_BILL_INVOICED);
    }
  }

  return { invoiceableBills, make };
}
