// Zod-free: customer service as the driver's screens see it (types only).
import { route } from '../operation';
import type * as Tickets from './tickets';
import type { Page } from '../envelope';

/** A driver's tickets (consultations, feedback, appeals) and the help centre (decision 030). */
export const SupportRoutes = {
  /** The help centre's common questions, by category or by a search word. */
  faqs: route('GET', '/support/v2/api/faqs').io<{ query: Tickets.FaqQuery; response: Tickets.Faq[] }>(),
  /** Ask a question or give feedback (/customerService/questionConsultation, /feedBack). */
  createTicket: route('POST', '/support/v2/api/tickets').io<{ body: Tickets.CreateTicket; response: Tickets.Ticket }>(),
  /** Appeal one of the driver's parking bills (/customerService/billFeedBack). */
  createAppealTicket: route('POST', '/support/v2/api/tickets/appeals').io<{
    body: Tickets.CreateAppealTicket;
    response: Tickets.Ticket;
  }>(),
  /** Appeal a charging bill, an occupation fee or a plan payment (/chargingBillComplain, /occupyAppeal; decision 050). */
  createOrderAppeal: route('POST', '/support/v2/api/tickets/order-appeals').io<{
    body: Tickets.CreateOrderAppeal;
    response: Tickets.Ticket;
  }>(),
  /** The newest appeal of one of the driver's orders, or null (/chargingAppealDetail, /occupyAppealDetail). */
  orderAppeal: route('GET', '/support/v2/api/tickets/order-appeals').io<{
    query: Tickets.OrderAppealQuery;
    response: Tickets.Ticket | null;
  }>(),
  /** The driver's tickets, newest first (/customerService/feedHistory). */
  myTickets: route('GET', '/support/v2/api/tickets').io<{
    query: Tickets.MyTicketsQuery;
    response: Page<Tickets.TicketSummary>;
  }>(),
  /** One ticket with its public messages and steps (/customerService/feedDetail). */
  ticket: route('GET', '/support/v2/api/tickets/:ticketId').io<{ response: Tickets.Ticket }>(),
  /** Add to a ticket (answers 待您补充). */
  replyTicket: route('POST', '/support/v2/api/tickets/:ticketId/replies').io<{
    body: Tickets.DriverReply;
    response: Tickets.Ticket;
  }>(),
  /** Rate a resolved ticket; it closes. */
  rateTicket: route('POST', '/support/v2/api/tickets/:ticketId/rating').io<{
    body: Tickets.RateTicket;
    response: Tickets.Ticket;
  }>(),
  /** Not solved after all: reopen a resolved ticket, once. */
  reopenTicket: route('POST', '/support/v2/api/tickets/:ticketId/reopen').io<{
    body: Tickets.DriverReply;
    response: Tickets.Ticket;
  }>(),
};
