import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import { mount, type ServerModule } from '../../../kernel/module';
import type { AuditTrail } from '../../audit';
import type { Payments } from '../payments';
import { refundDeskRoutes } from './refund-desk.routes';
import { createRefundDesk, type RefundDesk } from './refund-desk.service';

export type { RefundDesk };
export { moneySettingsOf } from './refund-facts';

/** The console's refunds with four eyes (issue 40, decision 092). */
export function createRefundDeskModule(deps: {
  db: Db;
  clock: Clock;
  trail: AuditTrail;
  payments: Pick<Payments, 'refundRecorded' | 'refunds'>;
  log: { warn(obj: object, msg: string): void };
}): ServerModule<{ refundDesk: RefundDesk }> {
  const desk = createRefundDesk({
    db: deps.db,
    clock: deps.clock,
    trail: deps.trail,
    refundRecorded: deps.payments.refundRecorded,
    kick: () =>
      void deps.payments.refunds.processDue().catch((err: unknown) => deps.log.warn({ err }, 'refund round failed')),
  });
  return { services: { refundDesk: desk }, routes: { operator: [mount(refundDeskRoutes, { desk })] } };
}
