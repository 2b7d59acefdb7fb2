import type { ServerResponse } from 'node:http';
import type { EventBus } from '../../events/bus';
import { mount, type ServerModule } from '../../kernel/module';
import type { AuditTrail } from '../audit';
import { createDeskService, type DeskService } from './desk.service';
import { createFaqsService, type FaqsService } from './faqs.service';
import { createLegacyAppeals } from './legacy-appeals';
import { createReplyAlerts } from './reply-alerts';
import { REPLY_TOPIC } from './tickets-access';
import { supportOperatorRoutes } from './support.operator-routes';
import { supportRoutes } from './support.routes';
import { createTicketsService, type SupportDeps, type TicketsService } from './tickets.service';

export type { TicketsService, FaqsService };
export type { AppealOrders, AppealableOrder, CompensationCoupons } from './tickets.service';

/** Customer service: tickets (consultations, feedback, bill appeals with refunds) and the help centre (decision 030). */
export function createSupportModule(
  deps: SupportDeps & { trail: AuditTrail; events: Pick<EventBus, 'subscribe'> },
): ServerModule<{ tickets: TicketsService; faqs: FaqsService; desk: DeskService }> {
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
