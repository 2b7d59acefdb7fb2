import { BAG_PURCHASE } from '@parking/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { writeOutboxNotice } from '../../integrations/sms';
import { createWechatTemplateMessenger } from '../../integrations/wechat';
import type { ModuleDeps } from '../../kernel/deps';
import { mount, type ModuleOf, type ServerModule } from '../../kernel/module';
import type { BasicServices, PicturesService } from '../basic';
import type { DriverServices } from '../driver';
import { createMonthlyPlansRepository } from './monthly-plans.repository';
import { monthlyPlanOperatorRoutes } from './monthly-plans.operator-routes';
import { monthlyPlanRoutes } from './monthly-plans.routes';
import { ordersOf, purchaseOpener, type Payments } from '../payments';
import { createMonthlyPlanGroupsRepository } from './monthly-plan-groups.repository';
import { monthlyPlanGroupOperatorRoutes, monthlyPlanGroupRoutes } from './monthly-plan-groups.routes';
import { createMonthlyPlanGroupsService } from './monthly-plan-groups.service';
import {
  createMonthlyPlansService,
  type MonthlyPlansService,
  type SendReminder,
  type WechatReminders,
} from './monthly-plans.service';
import { createWechatReminders } from './monthly-plan-wechat-reminders';
import { createMonthlyPlanTopUps } from './monthly-plan-top-ups';
import { quotaOf, spacesLeft } from './monthly-plan-rules';

export { createMonthlyPlanCoverage } from './monthly-plan-coverage';
export type { MonthlyPlansService, SendReminder, WechatReminders };
export { createWechatReminders } from './monthly-plan-wechat-reminders';

/** How often a reminder round runs (each reminder goes out once whatever the rounds). */
const REMIND_EVERY_MS = 10 * 60_000;

/**
 * Spaces left for plans per park (leftBagSpaceNum), for discovery: built on the database alone, so the parks
 * module (created before this one) can take it. Parks that do not sell plans are absent.
 */
export function createMonthlyPlanSpaces(db: Db, clock: Clock) {
  const repo = createMonthlyPlansRepository(db);
  return async (parkIds: string[]): Promise<Map<string, number>> => {
    const parks = await repo.parksAmong(parkIds);
    const held = await repo.held(
      parks.map((p) => p.parkId),
      clock.now(),
    );
    return new Map(
      parks.map((p) => [p.parkId, spacesLeft(quotaOf(p.quotaShare, p.totalSpaces), held.get(p.parkId) ?? 0)]),
    );
  };
}

/** Whether a plate is on a plan of a park not ended by `from` (off-peak sharing refuses such plates, decision 043). */
export function createMonthlyPlanCheck(db: Db) {
  const repo = createMonthlyPlansRepository(db);
  return async (parkId: string, plateNo: string, from: Date): Promise<boolean> =>
    (await repo.planWithPlate(parkId, [plateNo], from)) !== undefined;
}

/**
 * Monthly plans (decision 037): products, applications and review, paying and renewing, reminders as texts through
 * the outbox, or as WeChat template messages first where WeChat is configured (decision 055).
 */
export function createMonthlyPlansModule(
  base: Pick<ModuleDeps, 'db' | 'clock' | 'config' | 'log' | 'wechatApi'>,
  uses: {
    basic: ModuleOf<Pick<BasicServices, 'basic' | 'pictures' | 'appNameOf'>>;
    payments: ModuleOf<{ payments: Payments }>;
    driver: ModuleOf<Pick<DriverServices, 'drivers'>>;
  },
): ServerModule<{ monthlyPlans: MonthlyPlansService }> {
  const { clock, config, wechatApi } = base;
  const { basic } = uses.basic.services;
  const { drivers } = uses.driver.services;
  const templates = config.wechatTemplates;
  return createPlansModule({
    db: base.db,
    clock,
    pictures: uses.basic.services.pictures,
    payments: uses.payments.services.payments,
    sendReminder: (tx, notice) => writeOutboxNotice(tx, { ...notice, template: 'bagExpiry' }, clock.now()),
    ...(templates.provider === 'wechat' && wechatApi
      ? {
          wechatReminders: createWechatReminders({
            messenger: createWechatTemplateMessenger({ api: wechatApi }),
            templateId: templates.bagExpiryTemplateId,
            appIdOf: async (dealerId) => (await basic.applicationInfo(dealerId)).appId,
            openidOf: async (driverId) =>
              (await drivers.thirdIdsOf(driverId)).find((t) => t.thirdType === 'wechat')?.thirdId ?? null,
            log: base.log,
          }),
        }
      : {}),
    signNameOf: uses.basic.services.appNameOf,
    periodicJobs: config.pruneJobs,
  });
}

/** The module over its ports (the reminders already chosen). */
function createPlansModule(deps: {
  db: Db;
  clock: Clock;
  pictures: Pick<PicturesService, 'exists' | 'remove'>;
  payments: Payments;
  sendReminder: SendReminder;
  /** Reminders as WeChat template messages first (decision 055); without it they are texts only. */
  wechatReminders?: WechatReminders;
  signNameOf: (dealerId: string) => Promise<string>;
  /** The dealer's driver with a phone: a 免费 plan granted to it shows in their app. */
  driverByPhone?: (dealerId: string, phone: string) => Promise<{ id: string } | undefined>;
  /** Whether periodic rounds run by themselves (tests run them with runNow). */
  periodicJobs: boolean;
}): ServerModule<{ monthlyPlans: MonthlyPlansService }> {
  const repo = createMonthlyPlansRepository(deps.db);
  const monthlyPlans = createMonthlyPlansService({
    db: deps.db,
    repo,
    pictures: deps.pictures,
    sendReminder: deps.sendReminder,
    ...(deps.wechatReminders ? { wechatReminders: deps.wechatReminders } : {}),
    signNameOf: deps.signNameOf,
    refund: (tx, refund) => deps.payments.purchases.refundPurchase(tx, refund),
    ...(deps.driverByPhone ? { driverByPhone: deps.driverByPhone } : {}),
    clock: deps.clock,
  });
  const { payments } = deps;
  const orders = ordersOf(deps.db);
  const groups = createMonthlyPlanGroupsService({
    db: deps.db,
    groups: createMonthlyPlanGroupsRepository(deps.db),
    monthlyPlans: repo,
    clock: deps.clock,
    refunds: {
      refundsOf: async (orderNo) => {
        const order = await orders.byOrderNo(orderNo);
        return order ? orders.refundsOfOrder(order.id) : [];
      },
    },
  });
  payments.purchases.register(BAG_PURCHASE.NEW, {
    fulfil: monthlyPlans.purchases.fulfilNew,
    release: monthlyPlans.purchases.releaseNew,
  });
  payments.purchases.register(BAG_PURCHASE.RENEWAL, {
    fulfil: monthlyPlans.purchases.fulfilRenewal,
    release: monthlyPlans.purchases.releaseRenewal,
  });
  const topUps = createMonthlyPlanTopUps({ db: deps.db, repo, clock: deps.clock });
  payments.purchases.register(BAG_PURCHASE.TOP_UP, { fulfil: topUps.fulfil, release: topUps.release });
  return {
    services: { monthlyPlans },
    routes: {
      driver: [
        mount(monthlyPlanRoutes, { monthlyPlans, topUps, opener: purchaseOpener(payments.orders) }),
        mount(monthlyPlanGroupRoutes, { groups }),
      ],
      operator: [mount(monthlyPlanOperatorRoutes, { monthlyPlans }), mount(monthlyPlanGroupOperatorRoutes, { groups })],
    },
    jobs: [{ name: 'bag.reminders', intervalMs: deps.periodicJobs ? REMIND_EVERY_MS : 0, run: monthlyPlans.remind }],
    pictureReferences: { 'bag.applications': repo.picturesAmong },
    deletion: {
      erasers: [
        {
          key: 'bagApplications',
          erase: async (subject) => {
            for (const url of await repo.erasePersonalData(subject.id, deps.clock.now()))
              await deps.pictures.remove(url);
          },
        },
      ],
    },
  };
}
export { createMonthlyPlanAppealRefs } from './appeal-refs';
