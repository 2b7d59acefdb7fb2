import {
  AppError,
  ErrorCode,
  InvoiceDevOps,
  InvoiceFileOps,
  InvoiceOperatorOps,
  InvoiceOps,
  OperatorRole,
  SelfInvoiceOps,
  ok,
} from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import { idempotencyKeyOf } from '../payments';
import type { InvoicesService } from './invoices.service';

/** A driver's titles, bills and invoices: every call signed in, every row the driver's own. */
export async function invoiceRoutes(app: FastifyInstance, { invoices }: { invoices: InvoicesService }) {
  const signedIn = { preHandler: app.requireDriver };
  const { titles } = invoices;
  serve(app, InvoiceOps.titles, signedIn, async (req) => ok(await titles.list(req.driver)));
  serve(app, InvoiceOps.addTitle, signedIn, async (req) => ok(await titles.add(req.driver, req.body)));
  serve(app, InvoiceOps.updateTitle, signedIn, async (req) =>
    ok(await titles.update(req.driver, req.params.titleId, req.body)),
  );
  serve(app, InvoiceOps.deleteTitle, signedIn, async (req) => ok(await titles.remove(req.driver, req.params.titleId)));
  serve(app, InvoiceOps.invoiceableBills, signedIn, async (req) => ok(await invoices.invoiceableBills(req.driver)));
  serve(app, InvoiceOps.makeInvoice, signedIn, async (req) =>
    ok(await invoices.make(req.driver, req.body, idempotencyKeyOf(req))),
  );
  serve(app, InvoiceOps.invoices, signedIn, async (req) => ok(await invoices.list(req.driver, req.query)));
  serve(app, InvoiceOps.invoice, signedIn, async (req) => ok(await invoices.get(req.driver, req.params.unid)));
  serve(app, InvoiceOps.invoiceBills, signedIn, async (req) => ok(await invoices.bills(req.driver, req.params.unid)));
  serve(app, InvoiceOps.retryInvoice, signedIn, async (req) => ok(await invoices.retry(req.driver, req.params.unid)));
  serve(app, InvoiceOps.resendInvoice, signedIn, async (req) =>
    ok(await invoices.resend(req.driver, req.params.unid, req.body.email)),
  );
  serve(app, InvoiceOps.getInvoiceUrlByUnid, signedIn, async (req) =>
    ok(await invoices.pdfLink(req.driver, req.query.unid)),
  );
}

/**
 * /makeInvoiceBySelf: no sign-in (the bill was paid without an account). The payment proof buys a ticket; the
 * ticket, signed for that one bill and expiring, is the only permission the invoice call takes.
 */
export async function selfInvoiceRoutes(app: FastifyInstance, { invoices }: { invoices: InvoicesService }) {
  serve(app, SelfInvoiceOps.selfInvoiceTicket, {}, async (req) =>
    ok(await invoices.self.ticket(req.dealer.id, req.ip, req.body.orderNo, req.body.payKey)),
  );
  serve(app, SelfInvoiceOps.makeSelfInvoice, {}, async (req) =>
    ok(await invoices.self.make(req.dealer.id, req.body, idempotencyKeyOf(req))),
  );
}

/**
 * The open zone: the PDF behind a signed link (the link is the permission; it expires), and in demo mode the mail
 * outbox (what the invoice mails would have been; not mounted with `devRoutes` off).
 */
export async function invoiceOpenRoutes(
  app: FastifyInstance,
  { invoices, demo, devRoutes }: { invoices: InvoicesService; demo: boolean; devRoutes: boolean },
) {
  serve(app, InvoiceFileOps.invoicePdf, {}, async (req, reply) => {
    const unid = req.params.file.slice(0, -'.pdf'.length);
    const pdf = await invoices.pdfByLink(unid, req.query.e, req.query.s);
    if (!pdf) throw new AppError(ErrorCode.NOT_FOUND, '链接已失效，请返回重新打开');
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${unid}.pdf"`)
      .header('cache-control', 'private, max-age=600')
      .send(Buffer.from(pdf));
  });
  if (!devRoutes) return;
  serve(app, InvoiceDevOps.mailOutbox, {}, async (req) => {
    if (!demo) throw new AppError(ErrorCode.FORBIDDEN, '仅在演示或测试模式下可用');
    return ok(await invoices.outbox.latest(req.query.to));
  });
}

/** Finance sets the seller and each fee kind's tax item; admins may read them. */
export async function invoiceOperatorRoutes(app: FastifyInstance, { invoices }: { invoices: InvoicesService }) {
  const finance = { preHandler: app.requireOperator(OperatorRole.FINANCE) };
  serve(app, InvoiceOperatorOps.invoiceSettings, finance, async (req) =>
    ok(await invoices.settings.get(req.operator.dealerId)),
  );
  serve(app, InvoiceOperatorOps.saveInvoiceSettings, finance, async (req) =>
    ok(await invoices.settings.save(req.operator.dealerId, req.body)),
  );
}
