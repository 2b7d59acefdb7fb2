import { createTicketAgent } from './ticket-agent';
import { createTicketDriver } from './ticket-driver';
import { createTicketsAccess, type SupportDeps } from './tickets-access';

export type {
  AgentRef,
  AppealableOrder,
  AppealOrders,
  CompensationCoupons,
  DriverRef,
  SupportDeps,
} from './tickets-access';
export { slaFor, TICKET_TOPIC, ticketNoOf } from './tickets-access';

/**
 * Customer-service tickets (decision 030): drivers open and follow their own (another driver's is a 404); agents of
 * the ticket's dealer answer, decide and, with finance, refund appeals through the payments module exactly once.
 * Every action locks the ticket row and moves it by `ticket-rules.step`, so two actions at once run one after the other
 * and the second sees the first's outcome.
 */
export function createTicketsService(deps: SupportDeps) {
  const access = createTicketsAccess(deps);
  return {
    driver: createTicketDriver(access),
    agent: createTicketAgent(access),
    // Faqs and the desk share the repository (until support's parts take their own).
    repo: access.repo,
    stays: deps.stays,
  };
}
export type TicketsService = ReturnType<typeof createTicketsService>;
