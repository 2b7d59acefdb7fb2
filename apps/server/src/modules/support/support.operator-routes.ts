import { OperatorRole, ParkingOps, SupportOperatorOps, ok } from '@parking/contracts';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { EventBus } from '../../events/bus';
import { serve } from '../../kernel/serve';
import { streamEvents } from '../../plugins/sse';
import type { DeskService } from './desk.service';
import type { FaqsService } from './faqs.service';
import type { LegacyAppeals } from './legacy-appeals';
import { TICKET_TOPIC, type TicketsService } from './tickets.service';

export interface SupportOperatorOptions {
  tickets: TicketsService;
  faqs: FaqsService;
  legacy: LegacyAppeals;
  desk: DeskService;
  events: Pick<EventBus, 'subscribe'>;
  /** The open ticket streams (ended when the server closes). */
  open: Set<ServerResponse>;
}

/**
 * Agents (role service) work their dealer's tickets; finance confirms appeal refunds; content edits the help centre.
 * The dealer always comes from the operator's session, so another dealer's ticket is simply not found.
 */
export async function supportOperatorRoutes(
  app: FastifyInstance,
  { tickets, faqs, legacy, desk, events, open }: SupportOperatorOptions,
) {
  const service = { preHandler: app.requireOperator(OperatorRole.SERVICE) };
  const reader = { preHandler: app.requireOperator(OperatorRole.SERVICE, OperatorRole.FINANCE) };
  const finance = { preHandler: app.requireOperator(OperatorRole.FINANCE) };
  const editor = { preHandler: app.requireOperator(OperatorRole.CONTENT, OperatorRole.SERVICE) };
  const admin = { preHandler: app.requireOperator(OperatorRole.ADMIN) };
  const { agent } = tickets;

  serve(app, SupportOperatorOps.ticketQueue, reader, async (req) => ok(await agent.queue(req.operator, req.query)));
  serve(app, SupportOperatorOps.agentTicket, reader, async (req) =>
    ok(await agent.get(req.operator, req.params.ticketId)),
  );
  serve(app, SupportOperatorOps.assignTicket, service, async (req) =>
    ok(await agent.assign(req.operator, req.params.ticketId)),
  );
  serve(app, SupportOperatorOps.agentReply, service, async (req) =>
    ok(await agent.reply(req.operator, req.params.ticketId, req.body)),
  );
  serve(app, SupportOperatorOps.agentNote, reader, async (req) =>
    ok(await agent.note(req.operator, req.params.ticketId, req.body.content)),
  );
  serve(app, SupportOperatorOps.resolveTicket, service, async (req) =>
    ok(await agent.resolve(req.operator, req.params.ticketId, req.body.content)),
  );
  serve(app, SupportOperatorOps.decideAppeal, service, async (req) =>
    ok(await agent.view(await agent.decide(req.operator, req.params.ticketId, req.body))),
  );
  serve(app, SupportOperatorOps.financeReview, finance, async (req) =>
    ok(await agent.financeReview(req.operator, req.params.ticketId, req.body)),
  );

  serve(app, SupportOperatorOps.listFaqs, editor, async (req) => ok(await faqs.list(req.operator.dealerId)));
  serve(app, SupportOperatorOps.createFaq, editor, async (req) =>
    ok(await faqs.create(req.operator.dealerId, req.body)),
  );
  serve(app, SupportOperatorOps.updateFaq, editor, async (req) =>
    ok(await faqs.update(req.operator.dealerId, req.params.faqId, req.body)),
  );
  serve(app, SupportOperatorOps.deleteFaq, editor, async (req) =>
    ok(await faqs.remove(req.operator.dealerId, req.params.faqId)),
  );

  // The service desk (decision 088).
  serve(app, SupportOperatorOps.supportStats, reader, async (req) => ok(await desk.stats(req.operator.dealerId)));
  serve(app, SupportOperatorOps.slaPolicies, reader, async (req) => ok(await desk.policies(req.operator.dealerId)));
  serve(app, SupportOperatorOps.updateSla, admin, async (req) =>
    ok(await desk.updateSla(req.operator.dealerId, req.body.policies)),
  );
  serve(app, SupportOperatorOps.ticketAgents, reader, async (req) => ok(await desk.agents(req.operator.dealerId)));
  serve(app, SupportOperatorOps.reassignTicket, service, async (req) =>
    ok(await agent.reassign(req.operator, req.params.ticketId, req.body.operatorId)),
  );
  serve(app, SupportOperatorOps.listCannedReplies, reader, async (req) =>
    ok(await desk.canned.list(req.operator.dealerId)),
  );
  serve(app, SupportOperatorOps.createCannedReply, service, async (req) =>
    ok(await desk.canned.create(req.operator.dealerId, req.body)),
  );
  serve(app, SupportOperatorOps.updateCannedReply, service, async (req) =>
    ok(await desk.canned.update(req.operator.dealerId, req.params.cannedId, req.body)),
  );
  serve(app, SupportOperatorOps.deleteCannedReply, service, async (req) =>
    ok(await desk.canned.remove(req.operator.dealerId, req.params.cannedId)),
  );
  serve(app, SupportOperatorOps.ticketEvents, reader, async (req, reply) => {
    const { dealerId } = req.operator;
    return streamEvents(req, reply, {
      events,
      open,
      changeOf: (event) =>
        event.topic === TICKET_TOPIC && event.dealerId === dealerId ? { ticketId: event.subject } : undefined,
    });
  });

  serve(app, ParkingOps.operatorAppeals, service, async (req) =>
    ok(await legacy.ofDealer(req.operator.dealerId, req.query.status, req.query)),
  );
  serve(app, ParkingOps.answerAppeal, service, async (req) =>
    ok(await legacy.answer(req.operator, req.params.appealId, req.body)),
  );
}
