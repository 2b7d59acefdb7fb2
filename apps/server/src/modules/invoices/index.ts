import { mountsDevRoutes } from '../../deployment';
import type { ModuleDeps } from '../../kernel/deps';
import { mount, type ModuleOf, type ServerModule } from '../../kernel/module';
import type { Clock } from '../../clock';
import type { InvoicesConfig } from '../../config-invoices';
import type { Db } from '../../db/client';
import { Topic } from '../../events/outbox';
import {
  createMailer,
  createNuonuoProvider,
  createSandboxInvoiceProvider,
  type InvoiceProvider,
  type Mailer,
} from '../../integrations/invoices';
import type { Payments } from '../payments';
import { createRateLimiter, type RateLimiter } from '../verification';
import { createInvoicesRepository } from './invoices.repository';
import { invoiceOpenRoutes, invoiceOperatorRoutes, invoiceRoutes, selfInvoiceRoutes } from './invoices.routes';
import { createInvoicesService, type InvoicesService } from './invoices.service';
import { createInvoiceDesk, invoiceDeskRoutes } from './invoice-desk';

export type { InvoicesService };
export { seedInvoiceSettings, DEMO_INVOICE_SETTINGS } from './demo-settings';

export interface InvoicesModuleDeps {
  db: Db;
  clock: Clock;
  config: InvoicesConfig;
  demo: boolean;
  /** Mount the demo's mail outbox route (not at all in production, decision 068); default true. */
  devRoutes?: boolean;
  payments: Pick<Payments, 'captured' | 'onRefundRecorded'>;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Self-invoicing tickets are rate-limited (the database-backed limiter of the verification module). */
  limiter: Pick<RateLimiter, 'hit'>;
  /** Tests: another provider (Nuonuo on its local fake) or mailer (a local SMTP fake). */
  provider?: InvoiceProvider;
  mailer?: Mailer;
}

/** buildApp's test wiring of invoices: the Nuonuo adapter on its local fake, a mailer on a local SMTP fake. */
export type InvoicesTesting = Pick<InvoicesModuleDeps, 'provider' | 'mailer'>;

/** Invoices (decision 040): titles, invoiceable bills, issuing as a job through the provider, mail, red reversal. */
export function createInvoicesModule(
  base: Pick<ModuleDeps, 'db' | 'clock' | 'config' | 'log'>,
  uses: { payments: ModuleOf<{ payments: Pick<Payments, 'captured' | 'onRefundRecorded'> }> },
  testing: InvoicesTesting = {},
): ServerModule<{ invoices: InvoicesService }> {
  const deps: InvoicesModuleDeps = {
    db: base.db,
    clock: base.clock,
    config: base.config.invoices,
    demo: base.config.demo,
    devRoutes: mountsDevRoutes(base.config),
    payments: uses.payments.services.payments,
    log: base.log,
    // Self-invoicing tickets are rate-limited in the database.
    limiter: createRateLimiter(base.db),
    ...testing,
  };
  const { db, clock, config } = deps;
  const provider =
    deps.provider ??
    (config.provider.name === 'nuonuo' ? createNuonuoProvider(config.provider) : createSandboxInvoiceProvider());
  const mailer =
    deps.mailer ??
    createMailer(config.mail, async (mail) => {
      await createInvoicesRepository(db).outbox.insert({ ...mail, sentAt: clock.now() });
    });
  const invoices = createInvoicesService({
    db,
    clock,
    captured: deps.payments.captured,
    provider,
    mailer,
    linkSecret: config.linkSecret,
    limiter: deps.limiter,
    log: deps.log,
  });
  deps.payments.onRefundRecorded(invoices.onRefund);
  return {
    services: { invoices },
    routes: {
      open: [mount(invoiceOpenRoutes, { invoices, demo: deps.demo, devRoutes: deps.devRoutes ?? true })],
      driver: [mount(invoiceRoutes, { invoices }), mount(selfInvoiceRoutes, { invoices })],
      operator: [
        mount(invoiceOperatorRoutes, { invoices }),
        mount(invoiceDeskRoutes, { desk: createInvoiceDesk({ db, invoices }) }),
      ],
    },
    jobs: [{ name: 'invoices.sweep', intervalMs: config.sweepIntervalMs, run: invoices.sweep }],
    // Once in the cluster per event: ask the provider (a new invoice, a retry, a red one after a refund).
    events: [
      { name: 'invoices.issue', topic: Topic.INVOICE_ISSUE, handle: (event) => invoices.advance(event.subject) },
    ],
    stop: async () => mailer.close(),
  };
}
