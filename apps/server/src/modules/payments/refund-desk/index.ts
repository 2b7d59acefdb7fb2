import type { ModuleDeps } from '../../../kernel/deps';
import { mount, type ModuleOf, type ServerModule } from '../../../kernel/module';
import type { AuditTrail } from '../../audit';
import type { Payments } from '../payments';
import { refundDeskRoutes } from './refund-desk.routes';
import { createRefundDesk, type RefundDesk } from './refund-desk.service';

export type { RefundDesk };
export { moneySettingsOf } from './refund-facts';

/** The console's refunds with four eyes (issue 40, decision 092). */
export function createRefundDeskModule(
  deps: Pick<ModuleDeps, 'db' | 'clock' | 'log'>,
  uses: {
    audit: ModuleOf<{ trail: AuditTrail }>;
    payments: ModuleOf<{ payments: Pick<Payments, 'refundRecorded' | 'refunds'> }>;
  },
): ServerModule<{ refundDesk: RefundDesk }> {
  const { payments } = uses.payments.services;
  const desk = createRefundDesk({
    db: deps.db,
    clock: deps.clock,
    trail: uses.audit.services.trail,
    refundRecorded: payments.refundRecorded,
    kick: () =>
      void payments.refunds.processDue().catch((err: unknown) => deps.log.warn({ err }, 'refund round failed')),
  });
  return { services: { refundDesk: desk }, routes: { operator: [mount(refundDeskRoutes, { desk })] } };
}
