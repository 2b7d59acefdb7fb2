import { SHARING_PURCHASE } from '@parking/contracts';
import { mount, type ServerModule } from '../../app/module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { Topic } from '../../events/outbox';
import { createStaysRepository } from '../parking';
import { idempotencyKeyOf, payerOf, type Payments } from '../payments';
import { createSharingRepository } from './sharing.repository';
import { sharingOperatorRoutes } from './sharing.operator-routes';
import { sharingRoutes, type PurchaseOpener } from './sharing.routes';
import { createSharingService, type MonthlyPlanCheck, type SharingService } from './sharing.service';

export { createSharingCoverage, firstCoverage } from './sharing-coverage';
export type { SharingService, MonthlyPlanCheck };

const purchaseOpener =
  (payments: Payments): PurchaseOpener =>
  (req, payChannel) => {
    const key = idempotencyKeyOf(req);
    return {
      key,
      open: (order) => payments.orders.purchase(payerOf(req, req.driver.id), { ...order, payChannel }, key),
    };
  };

/** Off-peak sharing and the credit score (decision 043). */
export function createSharingModule(deps: {
  db: Db;
  clock: Clock;
  payments: Payments;
  hasMonthlyPlan: MonthlyPlanCheck;
}): ServerModule<{ sharing: SharingService }> {
  const repo = createSharingRepository(deps.db);
  const stays = createStaysRepository(deps.db);
  const sharing = createSharingService({
    db: deps.db,
    repo,
    clock: deps.clock,
    hasMonthlyPlan: deps.hasMonthlyPlan,
    refund: (tx, refund) => deps.payments.purchases.refundPurchase(tx, refund),
    stayOf: (id) => stays.stay(id),
  });
  deps.payments.purchases.register(SHARING_PURCHASE, {
    fulfil: sharing.purchases.fulfil,
    release: sharing.purchases.release,
  });
  return {
    services: { sharing },
    routes: {
      driver: [mount(sharingRoutes, { sharing, opener: purchaseOpener(deps.payments) })],
      operator: [mount(sharingOperatorRoutes, { sharing })],
    },
    // Once in the cluster per stay change: violations at exit, score back when arrears are paid.
    events: [{ name: 'sharing.stays', topic: Topic.PARKING_SESSION, handle: (event) => sharing.onStay(event.subject) }],
  };
}
