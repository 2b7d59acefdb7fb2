import { ok, ParkingOps, SupportOps } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { FaqsService } from './faqs.service';
import type { LegacyAppeals } from './legacy-appeals';
import type { TicketsService } from './tickets.service';

/** A driver's tickets and the help centre; the old bill-complaint calls (/billComplain) are served here too. */
export async function supportRoutes(
  app: FastifyInstance,
  { tickets, faqs, legacy }: { tickets: TicketsService; faqs: FaqsService; legacy: LegacyAppeals },
) {
  const signedIn = { preHandler: app.requireDriver };
  const { driver } = tickets;

  serve(app, SupportOps.faqs, {}, async (req) => ok(await faqs.search(req.dealer.id, req.query)));
  serve(app, SupportOps.createTicket, signedIn, async (req) => ok(await driver.create(req.driver, req.body)));
  serve(app, SupportOps.createAppealTicket, signedIn, async (req) =>
    ok(await driver.view(await driver.createAppeal(req.driver, req.body))),
  );
  serve(app, SupportOps.createOrderAppeal, signedIn, async (req) =>
    ok(await driver.createOrderAppeal(req.driver, req.body)),
  );
  serve(app, SupportOps.orderAppeal, signedIn, async (req) => ok(await driver.orderAppeal(req.driver, req.query)));
  serve(app, SupportOps.myTickets, signedIn, async (req) => ok(await driver.list(req.driver, req.query)));
  serve(app, SupportOps.ticket, signedIn, async (req) => ok(await driver.get(req.driver, req.params.ticketId)));
  serve(app, SupportOps.replyTicket, signedIn, async (req) =>
    ok(await driver.reply(req.driver, req.params.ticketId, req.body)),
  );
  serve(app, SupportOps.rateTicket, signedIn, async (req) =>
    ok(await driver.rate(req.driver, req.params.ticketId, req.body)),
  );
  serve(app, SupportOps.reopenTicket, signedIn, async (req) =>
    ok(await driver.reopen(req.driver, req.params.ticketId, req.body)),
  );

  serve(app, ParkingOps.parkOrderAppeals, signedIn, async (req) => ok(await legacy.ofStay(req.driver, req.query)));
  serve(app, ParkingOps.createParkOrderAppeal, signedIn, async (req) => ok(await legacy.create(req.driver, req.body)));
}
