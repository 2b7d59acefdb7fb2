import { SHARING_PURCHASE } from '@parking/contracts';
import type { ModuleDeps } from '../../kernel/deps';
import { mount, type ModuleOf, type ServerModule } from '../../kernel/module';
import { createMonthlyPlanCheck } from '../monthly-plans';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { Topic } from '../../events/outbox';
import { staysPort } from '../parking';
import { purchaseOpener, type Payments } from '../payments';
import { createSharingRepository } from './sharing.repository';
import { sharingOperatorRoutes } from './sharing.operator-routes';
import { sharingRoutes } from './sharing.routes';
import { periodsOnSale } from './sharing-rules';
import { createSharingService, type MonthlyPlanCheck, type SharingService } from './sharing.service';

export { createSharingCoverage, firstCoverage } from './sharing-coverage';
export type { SharingService, MonthlyPlanCheck };

/** Slots of a park's shares for the coming period: packages this month, subscriptions today (left of total). */
export interface SharingSlots {
  bag: { left: number; total: number };
  book: { left: number; total: number };
}

/**
 * Discovery's diffTimeBag/BookLeftNum and TotalNum (spec section 3), from the products on sale and the shares
 * holding their slots, counted as buying counts them — for the parks that sell shares; others keep their profile.
 */
export function createSharingSlots(db: Db, clock: Clock) {
  const repo = createSharingRepository(db);
  return async (parkIds: string[]): Promise<Map<string, SharingSlots>> => {
    const products = await repo.productsOnSaleAt(parkIds);
    const now = clock.now().getTime();
    const current = new Map(products.map((p) => [p.id, periodsOnSale(p.kind, now)[0]?.period ?? '']));
    const held = await repo.held(
      products.map((p) => p.id),
      [...new Set(current.values())],
    );
    const slots = new Map<string, SharingSlots>();
    for (const p of products) {
      const park = slots.get(p.parkId) ?? { bag: { left: 0, total: 0 }, book: { left: 0, total: 0 } };
      const kind = p.kind === 'package' ? park.bag : park.book;
      kind.total += p.quota;
      kind.left += Math.max(0, p.quota - (held.get(`${p.id}|${current.get(p.id)}`) ?? 0));
      slots.set(p.parkId, park);
    }
    return slots;
  };
}

/** Off-peak sharing and the credit score (decision 043). */
export function createSharingModule(
  base: Pick<ModuleDeps, 'db' | 'clock'>,
  uses: { payments: ModuleOf<{ payments: Payments }> },
): ServerModule<{ sharing: SharingService }> {
  const deps = {
    db: base.db,
    clock: base.clock,
    payments: uses.payments.services.payments,
    // Plates on a monthly plan of the park are refused (decision 043).
    hasMonthlyPlan: createMonthlyPlanCheck(base.db),
  };
  const repo = createSharingRepository(deps.db);
  const sharing = createSharingService({
    db: deps.db,
    repo,
    clock: deps.clock,
    hasMonthlyPlan: deps.hasMonthlyPlan,
    refund: (tx, refund) => deps.payments.purchases.refundPurchase(tx, refund),
    stayOf: (id) => staysPort.stay(deps.db, id),
  });
  deps.payments.purchases.register(SHARING_PURCHASE, {
    fulfil: sharing.purchases.fulfil,
    release: sharing.purchases.release,
  });
  return {
    services: { sharing },
    routes: {
      driver: [mount(sharingRoutes, { sharing, opener: purchaseOpener(deps.payments.orders) })],
      operator: [mount(sharingOperatorRoutes, { sharing })],
    },
    // Once in the cluster per stay change: violations at exit, score back when arrears are paid.
    events: [{ name: 'sharing.stays', topic: Topic.PARKING_SESSION, handle: (event) => sharing.onStay(event.subject) }],
  };
}
