import { OperatorRole, ParkingOps, SupportOperatorOps, ok } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { FaqsService } from './faqs.service';
import type { LegacyAppeals } from './legacy-appeals';
import type { TicketsService } from './tickets.service';

/**
 * Agents (role service) work their dealer's tickets; finance confirms appeal refunds; content edits the help centre.
 * The dealer always comes from the operator's session, so another dealer's ticket is simply not found.
 */
export async function supportOperatorRoutes(
  app: FastifyInstance,
  { tickets, faqs, legacy }: { tickets: TicketsService; faqs: FaqsService; legacy: LegacyAppeals },
) {
  const service = { preHandler: app.requireOperator(OperatorRole.SERVICE) };
  const reader = { preHandler: app.requireOperator(OperatorRole.SERVICE, OperatorRole.FINANCE) };
  const finance = { preHandler: app.requireOperator(OperatorRole.FINANCE) };
  const editor = { preHandler: app.requireOperator(OperatorRole.CONTENT, OperatorRole.SERVICE) };
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

  serve(app, ParkingOps.operatorAppeals, service, async (req) =>
    ok(await legacy.ofDealer(req.operator.dealerId, req.query.status, req.query)),
  );
  serve(app, ParkingOps.answerAppeal, service, async (req) =>
    ok(await legacy.answer(req.operator, req.params.appealId, req.body)),
  );
}
