import type { ServerResponse } from 'node:http';
import type { ModuleDeps } from '../../kernel/deps';
import { mount, type ModuleOf, type ServerModule } from '../../kernel/module';
import type { AuditTrail } from '../audit';
import { createMonthlyPlanAppealRefs } from '../monthly-plans';
import type { PicturesService } from '../basic';
import { createChargingAppealRefs } from '../charging';
import type { StayRefs } from '../parking';
import type { Payments } from '../payments';
import { createDeskService, type DeskService } from './desk.service';
import { createFaqsService, type FaqsService } from './faqs.service';
import { createLegacyAppeals } from './legacy-appeals';
import { createReplyAlerts } from './reply-alerts';
import { REPLY_TOPIC } from './tickets-access';
import { supportOperatorRoutes } from './support.operator-routes';
import { supportRoutes } from './support.routes';
import type { CompensationCoupons, DriverAlerts } from './tickets-access';
import { createTicketsService, type TicketsService } from './tickets.service';

export type { TicketsService, FaqsService };
export type { AppealOrders, AppealableOrder, CompensationCoupons } from './tickets.service';

/** Customer service: tickets (consultations, feedback, bill appeals with refunds) and the help centre (decision 030). */
export function createSupportModule(
  base: Pick<ModuleDeps, 'db' | 'clock' | 'events' | 'log'>,
  uses: {
    parking: ModuleOf<{ stayRefs: StayRefs }>;
    basic: ModuleOf<{ pictures: PicturesService }>;
    payments: ModuleOf<{ payments: Pick<Payments, 'appealRefunds' | 'purchases'> }>;
    /** Appeals compensated with a coupon (decision 054). */
    coupons: ModuleOf<{ coupons: { grants: CompensationCoupons } }>;
    /** The service desk's SLA changes are audited (decision 088). */
    audit: ModuleOf<{ trail: AuditTrail }>;
    /** An agent's answer alerts the driver (提醒, decision 088 amended). */
    follows: ModuleOf<{ alerts: DriverAlerts }>;
  },
): ServerModule<{ tickets: TicketsService; faqs: FaqsService; desk: DeskService }> {
  const { db } = base;
  const deps = {
    db,
    clock: base.clock,
    log: base.log,
    events: base.events,
    stays: uses.parking.services.stayRefs,
    // Charging bills, occupation fees and plan payments that drivers appeal (decision 050).
    orders: { ...createChargingAppealRefs(db), ...createMonthlyPlanAppealRefs(db) },
    pictures: uses.basic.services.pictures,
    payments: uses.payments.services.payments,
    coupons: uses.coupons.services.coupons.grants,
    trail: uses.audit.services.trail,
    alerts: uses.follows.services.alerts,
  };
  const tickets = createTicketsService(deps);
  const faqs = createFaqsService({ repo: tickets.repo, clock: deps.clock });
  const legacy = createLegacyAppeals(tickets);
  const desk = createDeskService({ db: deps.db, repo: tickets.repo, clock: deps.clock, trail: deps.trail });
  const open = new Set<ServerResponse>();
  const onReply = createReplyAlerts({ db: deps.db, repo: tickets.repo, alerts: deps.alerts });
  return {
    services: { tickets, faqs, desk },
    // Once in the cluster per agent's answer: the driver's alert (decision 088, amended).
    events: [{ name: 'support.replyAlerts', topic: REPLY_TOPIC, handle: async (e) => void (await onReply(e.subject)) }],
    pictureReferences: { 'support.tickets': tickets.repo.picturesAmong },
    routes: {
      driver: [mount(supportRoutes, { tickets, faqs, legacy })],
      operator: [mount(supportOperatorRoutes, { tickets, faqs, legacy, desk, events: deps.events, open })],
    },
    // Open streams would keep the server from closing.
    stop: async () => {
      for (const res of open) res.end();
    },
  };
}
