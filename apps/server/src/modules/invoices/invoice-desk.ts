import {
  AppError,
  ErrorCode,
  INVOICE_STATE_TEXT,
  InvoiceDeskOps,
  maskPhone,
  OperatorRole,
  ok,
  type InvoiceState,
  type OperatorInvoice,
  type OperatorInvoices,
  type OperatorProfile,
} from '@parking/contracts';
import { and, count, desc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { offsetOf, pageOf } from '../../db/paging';
import { invoiceBills, invoices } from '../../db/schema/invoices';
import { serve } from '../../kernel/serve';
import { driverReads } from '../driver';
import type { InvoiceRow } from './invoices.repository';
import type { InvoicesService } from './invoices.service';

/**
 * Finance's view of the dealer's issued invoices (decision 092): by driver, bill and state; re-send and re-issue
 * after a failure through the service's own paths. 红冲 follows a refund by itself (the refund listener); the
 * provider's state is chased by the invoices job as for drivers.
 */
export function createInvoiceDesk({ db, invoices: service }: { db: Db; invoices: InvoicesService }) {
  async function view(row: InvoiceRow): Promise<OperatorInvoice> {
    const phone = row.driverId ? (await driverReads.phones(db, [row.driverId])).get(row.driverId) : undefined;
    const bills = await db
      .select({ orderNo: invoiceBills.orderNo })
      .from(invoiceBills)
      .where(eq(invoiceBills.invoiceId, row.id));
    const [red] = await db
      .select({ state: invoices.state })
      .from(invoices)
      .where(and(eq(invoices.originalId, row.id), eq(invoices.color, 'red')))
      .orderBy(desc(invoices.createdAt))
      .limit(1);
    return {
      unid: row.unid,
      driverPhone: phone ? maskPhone(phone) : '—',
      title: row.titleName,
      amountFen: row.amountFen,
      state: row.state,
      stateText: INVOICE_STATE_TEXT[row.state as InvoiceState] ?? row.state,
      email: row.email,
      orderNos: bills.map((b) => b.orderNo),
      failReason: row.failReason,
      redState: red ? (INVOICE_STATE_TEXT[red.state as InvoiceState] ?? red.state) : null,
      createdAt: row.createdAt.toISOString(),
      issuedAt: row.issuedAt?.toISOString() ?? null,
    };
  }

  async function ofDealer(operator: OperatorProfile, unid: string): Promise<InvoiceRow> {
    const [row] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.unid, unid), eq(invoices.dealerId, operator.dealerId)));
    if (!row) throw new AppError(ErrorCode.INVOICE_NOT_FOUND);
    return row;
  }

  return {
    async list(
      operator: OperatorProfile,
      query: {
        pageNo: number;
        pageSize: number;
        phone?: string | undefined;
        orderNo?: string | undefined;
        state?: string | undefined;
      },
    ): Promise<OperatorInvoices> {
      const where = and(
        eq(invoices.dealerId, operator.dealerId),
        eq(invoices.color, 'blue'),
        query.state ? eq(invoices.state, query.state as InvoiceState) : undefined,
        query.phone
          ? inArray(invoices.driverId, driverReads.idsWithPhoneEnding(db, operator.dealerId, query.phone))
          : undefined,
        query.orderNo
          ? exists(
              db
                .select({ one: sql`1` })
                .from(invoiceBills)
                .where(and(eq(invoiceBills.invoiceId, invoices.id), eq(invoiceBills.orderNo, query.orderNo))),
            )
          : undefined,
      );
      const rows = await db
        .select()
        .from(invoices)
        .where(where)
        .orderBy(desc(invoices.createdAt), desc(invoices.id))
        .limit(query.pageSize)
        .offset(offsetOf(query));
      const [total] = await db.select({ n: count() }).from(invoices).where(where);
      const views = [];
      for (const row of rows) views.push(await view(row));
      return pageOf(views, total?.n ?? 0);
    },

    async retry(operator: OperatorProfile, unid: string): Promise<OperatorInvoice> {
      return view(await service.retryRow(await ofDealer(operator, unid)));
    },

    async resend(operator: OperatorProfile, unid: string, email: string | undefined): Promise<OperatorInvoice> {
      const row = await ofDealer(operator, unid);
      return view(await service.resendRow(row, email ?? row.email));
    },
  };
}
export type InvoiceDesk = ReturnType<typeof createInvoiceDesk>;

/** 发票 under /api/operator/v1: finance (admins pass). Writes are audited by the operator scope. */
export async function invoiceDeskRoutes(app: FastifyInstance, { desk }: { desk: InvoiceDesk }) {
  const finance = { preHandler: app.requireOperator(OperatorRole.FINANCE) };
  serve(app, InvoiceDeskOps.operatorInvoices, finance, async (req) => ok(await desk.list(req.operator, req.query)));
  serve(app, InvoiceDeskOps.operatorRetryInvoice, finance, async (req) =>
    ok(await desk.retry(req.operator, req.params.unid)),
  );
  serve(app, InvoiceDeskOps.operatorResendInvoice, finance, async (req) =>
    ok(await desk.resend(req.operator, req.params.unid, req.body.email)),
  );
}
