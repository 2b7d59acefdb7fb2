import { mount, type ServerModule } from '../../kernel/module';
import { createFaqsService, type FaqsService } from './faqs.service';
import { createLegacyAppeals } from './legacy-appeals';
import { supportOperatorRoutes } from './support.operator-routes';
import { supportRoutes } from './support.routes';
import { createTicketsService, type SupportDeps, type TicketsService } from './tickets.service';

export type { TicketsService, FaqsService };
export type { AppealOrders, AppealableOrder, CompensationCoupons } from './tickets.service';

/** Customer service: tickets (consultations, feedback, bill appeals with refunds) and the help centre (decision 030). */
export function createSupportModule(deps: SupportDeps): ServerModule<{ tickets: TicketsService; faqs: FaqsService }> {
  const tickets = createTicketsService(deps);
  const faqs = createFaqsService({ repo: tickets.repo, clock: deps.clock });
  const legacy = createLegacyAppeals(tickets);
  return {
    services: { tickets, faqs },
    pictureReferences: { 'support.tickets': tickets.repo.picturesAmong },
    routes: {
      driver: [mount(supportRoutes, { tickets, faqs, legacy })],
      operator: [mount(supportOperatorRoutes, { tickets, faqs, legacy })],
    },
  };
}
