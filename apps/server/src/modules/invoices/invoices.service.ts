import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  API_BASE,
  AppError,
  ErrorCode,
  INVOICE_PDF_PATH,
  INVOICEABLE_DAYS,
  missingForSpecial,
  TITLES_MAX,
  type FeeKind,
  type Invoice,
  type InvoiceableBills,
  type InvoicedBills,
  type InvoiceKind,
  type InvoiceQuery,
  type InvoiceSettings,
  type InvoiceSummary,
  type InvoiceTitle,
  type MakeInvoice,
  type MakeSelfInvoice,
  type Page,
  type SelfInvoice,
  type SelfInvoiceTicket,
  type TitleInput,
} from '@parking/contracts';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { pageOf } from '../../db/paging';
import { publish, Topic } from '../../events/outbox';
import {
  InvoiceProviderError,
  type InvoiceProvider,
  type IssueRequest,
  type IssueResult,
  type Mailer,
} from '../../integrations/invoices';
import type { CapturedPayments, RefundRecorded } from '../payments';
import type { AuthenticatedDriver } from '../sessions';
import type { RateLimiter } from '../verification';
import { feeKindOf, invoiceableFen, linesOf, sumOf } from './invoice-rules';
import { createInvoicesRepository, type InvoiceRow, type TitleRow } from './invoices.repository';

type Driver = Pick<AuthenticatedDriver, 'id' | 'dealerId'>;
/** Parsed input (the routes hand what the schemas output). */
type Title = z.output<typeof TitleInput>;
type MakeInput = z.output<typeof MakeInvoice>;
type ListQuery = z.output<typeof InvoiceQuery>;
type MakeSelfInput = z.output<typeof MakeSelfInvoice>;

export interface InvoicesDeps {
  db: Db;
  clock: Clock;
  captured: CapturedPayments;
  provider: InvoiceProvider;
  mailer: Mailer;
  /** Signs the PDF links and the self-invoicing tickets. */
  linkSecret: string;
  /** Limits self-invoicing ticket requests (a payment proof is not to be guessed at). */
  limiter: Pick<RateLimiter, 'hit'>;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** How long a PDF link from getInvoiceUrlByUnid opens the file. */
const LINK_TTL_MS = 10 * 60_000;
/** The chasing round asks again about invoices 开票中 for longer than this. */
const CHASE_AFTER_MS = 30_000;
const MAX_REASON = 200;
/** How long a self-invoicing ticket lets the paying device invoice its bill. */
const TICKET_TTL_MS = 30 * 60_000;
/** Ticket requests: per address and per order, in a 10-minute window (legitimate use needs one or two). */
const TICKET_LIMITS = { windowMs: 10 * 60_000, perIp: 20, perOrder: 10 };

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const newUnid = () => randomBytes(12).toString('hex');
/** Our order number at the provider: Shanghai yyMMddHHmmss and 8 random digits (20 digits, their limit). */
const newSerialNo = (at: Date) =>
  `${new Date(at.getTime() + 8 * 3_600_000).toISOString().replace(/\D/g, '').slice(2, 14)}${String(randomInt(0, 1e8)).padStart(8, '0')}`;

const titleView = (t: TitleRow): InvoiceTitle => ({
  titleId: t.id,
  kind: t.kind,
  name: t.name,
  taxNo: t.taxNo,
  address: t.address,
  phone: t.phone,
  bankName: t.bankName,
  bankAccount: t.bankAccount,
  email: t.email,
  isDefault: t.isDefault,
});

const summaryOf = (row: InvoiceRow, billCount: number): InvoiceSummary => ({
  unid: row.unid,
  kind: row.kind,
  color: row.color,
  state: row.state,
  titleName: row.titleName,
  amountFen: row.amountFen,
  billCount,
  createdAt: row.createdAt.toISOString(),
  issuedAt: iso(row.issuedAt),
});

/**
 * Invoices (decision 040): titles, the bills a driver may invoice (captured payments less refunds, read through the
 * payments module), one invoice for several bills (a bill at most once: a unique index), issuing through the
 * provider as a job (the outbox event `invoice.issue`, once in the cluster), mail, and the red reversal a refund
 * brings (payments' refund listener, in the refund's own transaction).
 */
export function createInvoicesService(deps: InvoicesDeps) {
  const { db, clock, captured, provider, mailer, log } = deps;
  const repo = createInvoicesRepository(db);

  async function settingsOf(dealerId: string, within: Db = db): Promise<InvoiceSettings> {
    const settings = await createInvoicesRepository(within).settings(dealerId);
    if (!settings) throw new AppError(ErrorCode.INVOICE_NOT_CONFIGURED);
    return settings;
  }

  const requestIssue = (tx: Db, row: Pick<InvoiceRow, 'id' | 'dealerId'>) =>
    publish(tx, { topic: Topic.INVOICE_ISSUE, dealerId: row.dealerId, subject: row.id });

  async function view(row: InvoiceRow, within: Db = db): Promise<Invoice> {
    const r = createInvoicesRepository(within);
    const [bills, related, pdf] = await Promise.all([
      r.billsOf(row.color === 'red' ? row.originalId! : row.id),
      r.related(row),
      row.pdfUrl ? Promise.resolve(undefined) : r.pdfOf(row.id),
    ]);
    return {
      ...summaryOf(row, bills.length),
      titleKind: row.titleKind,
      taxNo: row.taxNo,
      email: row.email,
      mailState: row.mailState,
      mailError: row.mailError,
      failReason: row.failReason,
      invoiceNo: row.invoiceNo,
      taxFen: row.taxFen,
      lines: row.lines,
      bills: bills.map((b) => ({ orderNo: b.orderNo, feeKind: b.feeKind, amountFen: b.amountFen })),
      related,
      hasPdf: Boolean(row.pdfUrl) || pdf !== undefined,
      ofdUrl: row.ofdUrl,
      xmlUrl: row.xmlUrl,
    };
  }

  async function mine(driver: Driver, unid: string): Promise<InvoiceRow> {
    const row = await repo.byUnid(driver.id, unid);
    if (!row || row.dealerId !== driver.dealerId) throw new AppError(ErrorCode.INVOICE_NOT_FOUND);
    return row;
  }

  // ---- titles ----------------------------------------------------------------------------------------------------

  function titleValues(input: Title) {
    return {
      kind: input.kind,
      name: input.name,
      taxNo: input.taxNo ?? null,
      address: input.address ?? null,
      phone: input.phone ?? null,
      bankName: input.bankName ?? null,
      bankAccount: input.bankAccount ?? null,
      email: input.email,
      isDefault: input.isDefault,
    };
  }

  const titles = {
    async list(driver: Driver): Promise<InvoiceTitle[]> {
      return (await repo.titles.list(driver.id)).map(titleView);
    },
    async add(driver: Driver, input: Title): Promise<InvoiceTitle> {
      return db.transaction(async (tx) => {
        const r = createInvoicesRepository(tx);
        const existing = await r.titles.count(driver.id);
        if (existing >= TITLES_MAX) throw new AppError(ErrorCode.INVOICE_TITLES_FULL);
        const now = clock.now();
        // The first title is the default whatever was asked; a new default takes over from the old one.
        const isDefault = input.isDefault || existing === 0;
        if (isDefault) await r.titles.clearDefault(driver.id, now);
        const row = await r.titles.insert({
          ...titleValues(input),
          isDefault,
          dealerId: driver.dealerId,
          driverId: driver.id,
          createdAt: now,
          updatedAt: now,
        });
        return titleView(row);
      });
    },
    async update(driver: Driver, titleId: string, input: Title): Promise<InvoiceTitle> {
      return db.transaction(async (tx) => {
        const r = createInvoicesRepository(tx);
        const current = await r.titles.get(driver.id, titleId);
        if (!current) throw new AppError(ErrorCode.INVOICE_TITLE_NOT_FOUND);
        const now = clock.now();
        if (input.isDefault) await r.titles.clearDefault(driver.id, now);
        // Unticking the default leaves the book without one only if the driver asks; keeping it is the safer reading.
        const isDefault = input.isDefault || current.isDefault;
        const row = await r.titles.update(driver.id, titleId, { ...titleValues(input), isDefault, updatedAt: now });
        return titleView(row!);
      });
    },
    async remove(driver: Driver, titleId: string): Promise<{ titleId: string }> {
      if (!(await repo.titles.delete(driver.id, titleId))) throw new AppError(ErrorCode.INVOICE_TITLE_NOT_FOUND);
      return { titleId };
    },
  };

  // ---- bills and making an invoice ---------------------------------------------------------------------------

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

  async function insertBlue(
    tx: Db,
    input: {
      dealerId: string;
      driverId: string | null;
      kind: InvoiceKind;
      title: Pick<TitleRow, 'kind' | 'name' | 'taxNo' | 'address' | 'phone' | 'bankName' | 'bankAccount'>;
      email: string;
      remark: string | null;
      bills: { orderNo: string; feeKind: FeeKind; amountFen: number }[];
      settings: InvoiceSettings;
      requestKey: string | null;
      requestHash: string | null;
      originalId: string | null;
    },
  ): Promise<InvoiceRow> {
    const r = createInvoicesRepository(tx);
    const now = clock.now();
    const lines = linesOf(input.bills, input.settings.taxItems);
    const row = await r.insert({
      unid: newUnid(),
      serialNo: newSerialNo(now),
      dealerId: input.dealerId,
      driverId: input.driverId,
      kind: input.kind,
      color: 'blue',
      originalId: input.originalId,
      state: 'issuing',
      titleKind: input.title.kind,
      titleName: input.title.name,
      taxNo: input.title.taxNo,
      buyer: {
        ...(input.title.address ? { address: input.title.address } : {}),
        ...(input.title.phone ? { phone: input.title.phone } : {}),
        ...(input.title.bankName ? { bankName: input.title.bankName } : {}),
        ...(input.title.bankAccount ? { bankAccount: input.title.bankAccount } : {}),
      },
      email: input.email,
      remark: input.remark,
      ...sumOf(lines),
      lines,
      provider: provider.name,
      requestKey: input.requestKey,
      requestHash: input.requestHash,
      createdAt: now,
      updatedAt: now,
    });
    await r.insertBills(input.bills.map((b) => ({ ...b, invoiceId: row.id, dealerId: input.dealerId })));
    await requestIssue(tx, row);
    return row;
  }

  // ---- issuing (the job) --------------------------------------------------------------------------------------

  function requestOf(row: InvoiceRow, settings: InvoiceSettings, original?: InvoiceRow): IssueRequest {
    return {
      serialNo: row.serialNo,
      kind: row.kind,
      color: row.color,
      ...(original ? { original: { invoiceNo: original.invoiceNo ?? '', serialNo: original.serialNo } } : {}),
      buyer: { kind: row.titleKind, name: row.titleName, taxNo: row.taxNo, email: row.email, ...(row.buyer ?? {}) },
      seller: settings,
      lines: row.lines,
      amountFen: row.amountFen,
      taxFen: row.taxFen,
      remark: row.remark ?? undefined,
      at: clock.now(),
    };
  }

  /**
   * Moves an invoice 开票中 one step with its provider: asks to issue it (or, once the provider took it, what became
   * of it) and records the verdict. Safe to repeat: the provider knows our serial number, state changes are
   * conditional. Runs as the `invoice.issue` job and in the chasing round.
   */
  async function advance(invoiceId: string): Promise<void> {
    const row = await repo.byId(invoiceId);
    if (!row || row.state !== 'issuing') return;
    const settings = await repo.settings(row.dealerId);
    if (!settings) return void (await fail(row, '平台开票信息未配置'));
    const original = row.color === 'red' && row.originalId ? await repo.byId(row.originalId) : undefined;
    await repo.update(row.id, 'issuing', { attempts: row.attempts + 1, updatedAt: clock.now() });
    let result: IssueResult | { status: 'unknown' };
    try {
      result = row.providerSerial
        ? await provider.query(row.serialNo)
        : await provider.issue(requestOf(row, settings, original));
      if (result.status === 'unknown') result = await provider.issue(requestOf(row, settings, original));
    } catch (error) {
      if (!(error instanceof InvoiceProviderError)) throw error;
      log.warn({ err: error, invoice: row.unid }, 'invoice provider unreachable');
      return void (await fail(row, error.message));
    }
    switch (result.status) {
      case 'issued':
        return issued(row, result);
      case 'failed':
        return void (await fail(row, result.reason));
      case 'pending':
        if (result.providerSerial && result.providerSerial !== row.providerSerial) {
          await repo.update(row.id, 'issuing', { providerSerial: result.providerSerial, updatedAt: clock.now() });
        }
        return;
      default:
        return;
    }
  }

  async function fail(row: InvoiceRow, reason: string): Promise<void> {
    await db.transaction(async (tx) => {
      const r = createInvoicesRepository(tx);
      // A refund came while it was being issued: nothing was issued, so the bills go back to the list instead.
      const failed = await r.update(row.id, 'issuing', {
        state: row.reverseWhenIssued ? 'cancelled' : 'failed',
        failReason: reason.slice(0, MAX_REASON),
        updatedAt: clock.now(),
      });
      if (failed?.state === 'cancelled') await r.releaseBills(row.id);
    });
  }

  async function issued(row: InvoiceRow, result: Extract<IssueResult, { status: 'issued' }>): Promise<void> {
    const now = clock.now();
    const done = await db.transaction(async (tx) => {
      const r = createInvoicesRepository(tx);
      const updated = await r.update(row.id, 'issuing', {
        state: 'issued',
        invoiceNo: result.invoiceNo,
        providerSerial: result.providerSerial ?? row.providerSerial,
        pdfUrl: result.pdfUrl ?? null,
        ofdUrl: result.ofdUrl ?? null,
        xmlUrl: result.xmlUrl ?? null,
        failReason: null,
        issuedAt: now,
        updatedAt: now,
      });
      if (!updated) return undefined;
      if (result.pdf) await r.savePdf(row.id, result.pdf);
      if (updated.color === 'red') await reversed(tx, updated);
      else if (updated.reverseWhenIssued) await startReversal(tx, updated);
      return updated;
    });
    if (done) await mail(done, done.email);
  }

  // ---- red reversal --------------------------------------------------------------------------------------------

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

  // ---- mail and documents ------------------------------------------------------------------------------------

  async function attachmentOf(row: InvoiceRow): Promise<Uint8Array | undefined> {
    const stored = await repo.pdfOf(row.id);
    if (stored) return stored;
    if (!row.pdfUrl) return undefined;
    try {
      const res = await fetch(row.pdfUrl, { signal: AbortSignal.timeout(10_000) });
      return res.ok ? new Uint8Array(await res.arrayBuffer()) : undefined;
    } catch {
      return undefined;
    }
  }

  /** Mails an issued invoice (the PDF attached); records the outcome. False when the address was refused. */
  async function mail(row: InvoiceRow, to: string): Promise<{ sent: boolean; reason?: string }> {
    const pdf = await attachmentOf(row);
    const red = row.color === 'red';
    const outcome = await mailer.send({
      to,
      subject: `${red ? '红字发票' : '电子发票'} ${row.invoiceNo ?? ''}`.trim(),
      text: [
        `您好，${row.titleName} 的${red ? '红字发票（冲红）' : '电子发票'}已开具。`,
        `发票号码：${row.invoiceNo ?? ''}`,
        `价税合计：${(row.amountFen / 100).toFixed(2)}元`,
        pdf ? '发票 PDF 见附件。' : row.pdfUrl ? `下载地址：${row.pdfUrl}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
      attachments: pdf
        ? [{ filename: `${row.invoiceNo ?? row.unid}.pdf`, content: pdf, contentType: 'application/pdf' }]
        : [],
    });
    const now = clock.now();
    if (outcome.sent) {
      await repo.setMail(row.id, { mailState: 'sent', mailError: null, email: to, updatedAt: now });
      return { sent: true };
    }
    log.warn({ invoice: row.unid, reason: outcome.reason }, 'invoice mail not delivered');
    await repo.setMail(row.id, {
      mailState: 'failed',
      mailError: outcome.reason.slice(0, MAX_REASON),
      email: to,
      updatedAt: now,
    });
    return { sent: false, reason: outcome.reason };
  }

  const signLink = (unid: string, expires: number) =>
    createHmac('sha256', deps.linkSecret).update(`${unid}.${expires}`).digest('base64url');

  // ---- self-invoicing (/makeInvoiceBySelf): a bill paid without an account ------------------------------------

  const signTicket = (dealerId: string, orderNo: string, expires: number) =>
    createHmac('sha256', deps.linkSecret).update(`self-invoice:${dealerId}:${orderNo}.${expires}`).digest('base64url');

  /** The order a ticket was signed for (in this dealer, not expired), or a refusal. */
  function orderOfTicket(dealerId: string, token: string): string {
    const [orderNo = '', expiresText = '', signature = ''] = token.split('.');
    const expires = Number(expiresText);
    const expected = Buffer.from(signTicket(dealerId, orderNo, expires));
    const given = Buffer.from(signature);
    const valid =
      Number.isSafeInteger(expires) &&
      expires >= clock.now().getTime() &&
      expected.length === given.length &&
      timingSafeEqual(expected, given);
    if (!valid) throw new AppError(ErrorCode.SELF_INVOICE_TOKEN_INVALID);
    return orderNo;
  }

  /** The anonymous bill as an invoiceable one, or why it cannot be invoiced (refunded, not invoiced here, taken). */
  async function selfBill(tx: Db, dealerId: string, orderNo: string, settings: InvoiceSettings) {
    const [p] = await captured.lockForUpdate(tx, dealerId, [orderNo]);
    const feeKind = p && feeKindOf(p.purpose);
    // An account's bill is invoiced in that account, never here.
    if (!p || p.driverId !== null || !feeKind || !settings.taxItems[feeKind]) {
      throw new AppError(ErrorCode.INVOICE_BILL_UNAVAILABLE);
    }
    const fen = invoiceableFen(p);
    if (fen <= 0) throw new AppError(ErrorCode.SELF_INVOICE_REFUNDED);
    const [taken] = await createInvoicesRepository(tx).activeBills([orderNo]);
    return { payment: p, feeKind, fen, taken };
  }

  const selfView = (row: InvoiceRow): SelfInvoice => ({ ...summaryOf(row, 1), email: row.email });

  const self = {
    /**
     * The paying device proves it paid (the pay request's idempotency key, its own secret) and gets a ticket for that
     * one bill. Rate-limited per address and per order before anything is read.
     */
    async ticket(dealerId: string, ip: string, orderNo: string, payKey: string): Promise<SelfInvoiceTicket> {
      const now = clock.now();
      const rules = (max: number) => [{ windowMs: TICKET_LIMITS.windowMs, max }];
      const hit = await deps.limiter.hit(
        [
          { key: `self-invoice:ip:${ip}`, rules: rules(TICKET_LIMITS.perIp) },
          { key: `self-invoice:order:${orderNo}`, rules: rules(TICKET_LIMITS.perOrder) },
        ],
        now,
      );
      if (!hit.allowed) {
        const minutes = Math.ceil(hit.retryAfterMs / 60_000);
        throw new AppError(ErrorCode.TOO_MANY_REQUESTS, `尝试次数过多，请 ${minutes} 分钟后再试`);
      }
      if (!(await captured.paidAnonymouslyWith(dealerId, orderNo, payKey))) {
        throw new AppError(ErrorCode.SELF_INVOICE_NOT_PAYER);
      }
      const settings = await settingsOf(dealerId);
      const { payment, feeKind, fen, taken } = await db.transaction((tx) => selfBill(tx, dealerId, orderNo, settings));
      if (taken) throw new AppError(ErrorCode.INVOICE_BILL_INVOICED, '该订单已开具发票');
      const expires = now.getTime() + TICKET_TTL_MS;
      return {
        token: `${orderNo}.${expires}.${signTicket(dealerId, orderNo, expires)}`,
        expiresAt: new Date(expires).toISOString(),
        bill: {
          orderNo,
          feeKind,
          description: payment.description,
          paidAt: payment.paidAt.toISOString(),
          paidFen: payment.amountFen,
          refundedFen: payment.refundedFen,
          invoiceableFen: fen,
        },
      };
    },

    /**
     * Invoices the ticket's bill through the same pipeline as the signed-in one (a job, mail, red reversal on
     * refund), with no driver. Idempotent on the key; one invoice per bill (the unique index on standing bills).
     */
    async make(dealerId: string, body: MakeSelfInput, key: string): Promise<SelfInvoice> {
      const orderNo = orderOfTicket(dealerId, body.token);
      const settings = await settingsOf(dealerId);
      const { title } = body;
      const hash = createHash('sha256')
        .update(JSON.stringify(['self', orderNo, title.kind, title.name, title.taxNo ?? '', title.email]))
        .digest('hex');
      /** The invoice standing on the bill: ours again (same key and request), or someone's earlier one. */
      const answerFor = async (invoiceId: string, within: Db) => {
        const row = await createInvoicesRepository(within).byId(invoiceId);
        if (row && row.requestKey === key && row.requestHash === hash) return selfView(row);
        if (row?.requestKey === key) throw new AppError(ErrorCode.IDEMPOTENCY_KEY_REUSED, '该开票请求已提交过');
        throw new AppError(ErrorCode.INVOICE_BILL_INVOICED, '该订单已开具发票');
      };
      try {
        return await db.transaction(async (tx) => {
          const { feeKind, fen, taken } = await selfBill(tx, dealerId, orderNo, settings);
          if (taken) return answerFor(taken.invoiceId, tx);
          const row = await insertBlue(tx, {
            dealerId,
            driverId: null,
            kind: 'ordinary',
            title: titleValues(title),
            email: title.email,
            remark: null,
            bills: [{ orderNo, feeKind, amountFen: fen }],
            settings,
            requestKey: key,
            requestHash: hash,
            originalId: null,
          });
          return selfView(row);
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const [taken] = await repo.activeBills([orderNo]);
        if (taken) return answerFor(taken.invoiceId, db);
        throw new AppError(ErrorCode.INVOICE_BILL_INVOICED, '该订单已开具发票');
      }
    },
  };

  /** 开票失败 → 开票中 again (the provider is asked with the same serial number). */
  async function retryRow(row: InvoiceRow): Promise<InvoiceRow> {
    return db.transaction(async (tx) => {
      const updated = await createInvoicesRepository(tx).update(row.id, 'failed', {
        state: 'issuing',
        failReason: null,
        updatedAt: clock.now(),
      });
      if (!updated) throw new AppError(ErrorCode.INVOICE_NOT_RETRYABLE);
      await requestIssue(tx, updated);
      return updated;
    });
  }

  /** Mails an issued (or reversed) invoice again; a refused address is an error shown at once. */
  async function resendRow(row: InvoiceRow, email: string): Promise<InvoiceRow> {
    if (row.state !== 'issued' && row.state !== 'reversed') throw new AppError(ErrorCode.INVOICE_NOT_ISSUED);
    const outcome = await mail(row, email);
    if (!outcome.sent) throw new AppError(ErrorCode.INVOICE_MAIL_FAILED, `邮件发送失败：${outcome.reason ?? ''}`);
    return (await repo.byId(row.id))!;
  }

  return {
    titles,
    invoiceableBills,
    make,
    self,
    advance,
    onRefund,

    async list(driver: Driver, query: ListQuery): Promise<Page<InvoiceSummary>> {
      const rows = await repo.page(driver.id, query);
      return pageOf(
        rows.results.map((row) => summaryOf(row, row.billCount)),
        rows.totalRecord,
      );
    },
    async get(driver: Driver, unid: string): Promise<Invoice> {
      return view(await mine(driver, unid));
    },

    /** /invoiceOrderList: the bills the invoice covers (a red one: those of the blue it reverses), with what they were. */
    async bills(driver: Driver, unid: string): Promise<InvoicedBills> {
      const row = await mine(driver, unid);
      const bills = await repo.billsOf(row.color === 'red' ? row.originalId! : row.id);
      const described = await captured.describe(
        row.dealerId,
        bills.map((b) => b.orderNo),
      );
      const orders = new Map(described.map((o) => [o.orderNo, o]));
      return {
        bills: bills.map((b) => ({
          orderNo: b.orderNo,
          feeKind: b.feeKind,
          description: orders.get(b.orderNo)?.description ?? '',
          paidAt: iso(orders.get(b.orderNo)?.paidAt ?? null),
          amountFen: b.amountFen,
        })),
      };
    },

    /** 开票失败 → 开票中 again, same serial number at the provider (so never a second invoice). */
    async retry(driver: Driver, unid: string): Promise<Invoice> {
      return view(await retryRow(await mine(driver, unid)));
    },

    /** Mails an issued invoice again, to `email`; a refused address is an error the driver sees at once. */
    async resend(driver: Driver, unid: string, email: string): Promise<Invoice> {
      return view(await resendRow(await mine(driver, unid), email));
    },

    /** The operator side (decision 092): the same re-issue and re-send, on any invoice of the dealer. */
    retryRow,
    resendRow,

    /** getInvoiceUrlByUnid: the provider's PDF URL, or a link to ours signed for LINK_TTL_MS. */
    async pdfLink(driver: Driver, unid: string): Promise<{ url: string }> {
      const row = await mine(driver, unid);
      if (row.state !== 'issued' && row.state !== 'reversed') throw new AppError(ErrorCode.INVOICE_NOT_ISSUED);
      if (row.pdfUrl) return { url: row.pdfUrl };
      const expires = clock.now().getTime() + LINK_TTL_MS;
      return { url: `${API_BASE}${INVOICE_PDF_PATH}/${row.unid}.pdf?e=${expires}&s=${signLink(row.unid, expires)}` };
    },

    /** The PDF behind a signed link, or undefined (bad or expired signature, no such file). */
    async pdfByLink(unid: string, expires: number, signature: string): Promise<Uint8Array | undefined> {
      if (!Number.isSafeInteger(expires) || expires < clock.now().getTime()) return undefined;
      const expected = Buffer.from(signLink(unid, expires));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      const row = await repo.byUnidUnsafe(unid);
      return row ? repo.pdfOf(row.id) : undefined;
    },

    /** The chasing round: invoices 开票中 for a while (a lost job, a provider still working) are asked again. */
    async sweep(): Promise<number> {
      const due = await repo.issuingSince(new Date(clock.now().getTime() - CHASE_AFTER_MS), 50);
      for (const row of due) {
        try {
          await advance(row.id);
        } catch (error) {
          log.error({ err: error, invoice: row.unid }, 'invoice round failed');
        }
      }
      return due.length;
    },

    settings: {
      get: (dealerId: string) => repo.settings(dealerId).then((s) => s ?? null),
      async save(dealerId: string, settings: InvoiceSettings): Promise<InvoiceSettings> {
        await repo.saveSettings(dealerId, settings, clock.now());
        return settings;
      },
    },

    outbox: {
      /** What the demo outbox holds (newest first). */
      async latest(to: string | undefined) {
        return (await repo.outbox.latest(to)).map((m) => ({
          to: m.to,
          subject: m.subject,
          text: m.text,
          attachments: m.attachments,
          sentAt: m.sentAt.toISOString(),
        }));
      },
    },
  };
}
export type InvoicesService = ReturnType<typeof createInvoicesService>;
