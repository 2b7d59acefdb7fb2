// Zod-free: customer service as the driver's screens see it (types only).
import { routes } from '../operation';
import type * as Tickets from './tickets';
import type { Page } from '../envelope';

/** A driver's tickets (consultations, feedback, appeals) and the help centre (decision 030). */
export const SupportRoutes = routes<SupportIo>()({
  faqs: 'GET /support/v2/api/faqs',
  createTicket: 'POST /support/v2/api/tickets',
  createAppealTicket: 'POST /support/v2/api/tickets/appeals',
  createOrderAppeal: 'POST /support/v2/api/tickets/order-appeals',
  orderAppeal: 'GET /support/v2/api/tickets/order-appeals',
  myTickets: 'GET /support/v2/api/tickets',
  ticket: 'GET /support/v2/api/tickets/:ticketId',
  replyTicket: 'POST /support/v2/api/tickets/:ticketId/replies',
  rateTicket: 'POST /support/v2/api/tickets/:ticketId/rating',
  reopenTicket: 'POST /support/v2/api/tickets/:ticketId/reopen',
});

/** What each of SupportRoutes' operations takes and answers. */
interface SupportIo {
  /** The help centre's common questions, by category or by a search word. */
  faqs: { query: Tickets.FaqQuery; response: Tickets.Faq[] };
  /** Ask a question or give feedback (/customerService/questionConsultation, /feedBack). */
  createTicket: { body: Tickets.CreateTicket; response: Tickets.Ticket };
  /** Appeal one of the driver's parking bills (/customerService/billFeedBack). */
  createAppealTicket: { body: Tickets.CreateAppealTicket; response: Tickets.Ticket };
  /** Appeal a charging bill, an occupation fee or a plan payment (/chargingBillComplain, /occupyAppeal; decision 050). */
  createOrderAppeal: { body: Tickets.CreateOrderAppeal; response: Tickets.Ticket };
  /** The newest appeal of one of the driver's orders, or null (/chargingAppealDetail, /occupyAppealDetail). */
  orderAppeal: { query: Tickets.OrderAppealQuery; response: Tickets.Ticket | null };
  /** The driver's tickets, newest first (/customerService/feedHistory). */
  myTickets: { query: Tickets.MyTicketsQuery; response: Page<Tickets.TicketSummary> };
  /** One ticket with its public messages and steps (/customerService/feedDetail). */
  ticket: { response: Tickets.Ticket };
  /** Add to a ticket (answers 待您补充). */
  replyTicket: { body: Tickets.DriverReply; response: Tickets.Ticket };
  /** Rate a resolved ticket; it closes. */
  rateTicket: { body: Tickets.RateTicket; response: Tickets.Ticket };
  /** Not solved after all: reopen a resolved ticket, once. */
  reopenTicket: { body: Tickets.DriverReply; response: Tickets.Ticket };
}
