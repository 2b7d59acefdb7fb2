import { publish } from '../../events/outbox';
import type { Db } from '../../db/client';
import type { SupportRepository } from './support.repository';
import { TICKET_TOPIC, ticketNoOf, titleOf, type DriverAlerts } from './tickets-access';

/** How much of an answer the alert quotes. */
export const REPLY_ALERT_QUOTE = 60;

/** 客服回复：the answer's first words (one line). */
export function replyAlertText(content: string): string {
  const line = content.replace(/\s+/g, ' ').trim();
  return `客服回复：${line.length > REPLY_ALERT_QUOTE ? `${line.slice(0, REPLY_ALERT_QUOTE)}…` : line}`;
}

/**
 * The handler of `support.reply` (decision 088, amended): an agent's answer becomes an alert in the ticket's driver's
 * 提醒 list, once per answer (its event id is the alert's key: a replay writes nothing), and the desk's stream is told
 * so that the open ticket shows 已提醒车主. A note or a system line alerts no one.
 */
export function createReplyAlerts(deps: { db: Db; repo: SupportRepository; alerts: DriverAlerts }) {
  return async function onReply(eventId: string): Promise<boolean> {
    const id = Number(eventId);
    if (!Number.isSafeInteger(id)) return false;
    const found = await deps.repo.eventWithTicket(id);
    if (!found || found.event.author !== 'agent') return false;
    const { event, ticket } = found;
    return deps.db.transaction(async (tx) => {
      const written = await deps.alerts.notifyAnswer(tx, {
        driverId: ticket.driverId,
        dealerId: ticket.dealerId,
        ticketId: ticket.id,
        name: `${titleOf(ticket)} ${ticketNoOf(ticket)}`,
        text: replyAlertText(event.content),
        bucket: `reply:${event.id}`,
        at: event.createdAt,
      });
      if (written) await publish(tx, { topic: TICKET_TOPIC, dealerId: ticket.dealerId, subject: ticket.id });
      return written;
    });
  };
}
