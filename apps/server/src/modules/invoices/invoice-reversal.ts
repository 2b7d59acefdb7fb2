import type { Db } from '../../db/client';
import type { RefundRecorded } from '../payments';
import { invoiceableFen, sumOf } from './invoice-rules';
import { createInvoicesRepository, type InvoiceRow } from './invoices.repository';
import { newSerialNo, newUnid, type InvoicesAccess } from './invoices-access';

/** The red reversal a refund brings: a red invoice for the blue one, then a new blue for what the refunds left. */
export function createInvoiceReversal({ deps, clock, requestIssue, insertBlue }: InvoicesAccess) {
  const { captured, provider } = deps;

  /** A red invoice for a blue one (once: a unique index), asked of the provider as a job. */
  async function startReversal(tx: Db, blue: InvoiceRow): Promise<void> {
    const now = clock.now();
    const lines = blue.lines.map((l) => ({ ...l, amountFen: -l.amountFen, taxFen: -l.taxFen }));
    const red = await createInvoicesRepository(tx).insertRed({ ...redOf(blue, now), lines, ...sumOf(lines) });
    if (red) await requestIssue(tx, red);
  }

  const redOf = (blue: InvoiceRow, now: Date) => ({
    unid: newUnid(),
    serialNo: newSerialNo(now),
    dealerId: blue.dealerId,
    driverId: blue.driverId,
    kind: blue.kind,
    color: 'red' as const,
    originalId: blue.id,
    state: 'issuing' as const,
    titleKind: blue.titleKind,
    titleName: blue.titleName,
    taxNo: blue.taxNo,
    buyer: blue.buyer,
    email: blue.email,
    remark: `冲红：${blue.invoiceNo ?? ''}`,
    provider: provider.name,
    createdAt: now,
    updatedAt: now,
  });

  /**
   * The red invoice is issued: the blue one is reversed, its bills freed, and what the refunds left of them is
   * invoiced again at once (same title and address) — the driver sees the blue, the red and the new blue.
   */
  async function reversed(tx: Db, red: InvoiceRow): Promise<void> {
    const r = createInvoicesRepository(tx);
    const blue = await r.byId(red.originalId!);
    if (!blue) return;
    await r.update(blue.id, 'issued', { state: 'reversed', updatedAt: clock.now() });
    const bills = await r.billsOf(blue.id);
    await r.releaseBills(blue.id);
    const payments = await captured.lockForUpdate(
      tx,
      blue.dealerId,
      bills.map((b) => b.orderNo),
    );
    const remaining = bills.flatMap((b) => {
      const p = payments.find((x) => x.orderNo === b.orderNo);
      const fen = p ? Math.min(b.amountFen, invoiceableFen(p)) : 0;
      return fen > 0 ? [{ orderNo: b.orderNo, feeKind: b.feeKind, amountFen: fen }] : [];
    });
    const settings = await r.settings(blue.dealerId);
    if (remaining.length === 0 || !settings) return;
    await insertBlue(tx, {
      dealerId: blue.dealerId,
      driverId: blue.driverId,
      kind: blue.kind,
      title: {
        kind: blue.titleKind,
        name: blue.titleName,
        taxNo: blue.taxNo,
        address: blue.buyer?.address ?? null,
        phone: blue.buyer?.phone ?? null,
        bankName: blue.buyer?.bankName ?? null,
        bankAccount: blue.buyer?.bankAccount ?? null,
      },
      email: blue.email,
      remark: blue.remark,
      bills: remaining,
      settings,
      requestKey: null,
      requestHash: null,
      originalId: blue.id,
    });
  }

  /**
   * Payments recorded a refund (in its transaction): an issued invoice holding the order is reversed; one being
   * issued is reversed once issued; a failed one is cancelled (its bills return to the list at their new amounts).
   */
  async function onRefund(tx: Db, refund: RefundRecorded): Promise<void> {
    const r = createInvoicesRepository(tx);
    for (const bill of await r.activeBills([refund.orderNo])) {
      const row = await r.byId(bill.invoiceId);
      if (!row) continue;
      const now = clock.now();
      if (row.state === 'issued') await startReversal(tx, row);
      else if (row.state === 'issuing')
        await r.update(row.id, 'issuing', { reverseWhenIssued: true, updatedAt: row.updatedAt });
      else if (row.state === 'failed' && (await r.update(row.id, 'failed', { state: 'cancelled', updatedAt: now }))) {
        await r.releaseBills(row.id);
      }
    }
  }

  return { startReversal, reversed, onRefund };
}
export type InvoiceReversal = ReturnType<typeof createInvoiceReversal>;
