import {
  ProviderSignatureError,
  wellFormedNotification,
  type IncomingNotification,
  type NotificationAck,
  type ProviderName,
  type VerifiedNotification,
} from '../../integrations/payments';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { Capture } from './capture';
import { createOrdersRepository } from './orders.repository';
import type { PaymentProviders } from './providers';
import type { Refunds } from './refunds';

const PROVIDER_NAMES: readonly string[] = ['sandbox', 'wechatpay', 'alipay'];

/** Who parses the notifications posted to one /pay/notify/<name>: a provider, or a format of its own (papay's). */
export interface NotificationChannel {
  readonly name: ProviderName;
  parseNotification(req: IncomingNotification): Promise<VerifiedNotification>;
  notificationAck(ok: boolean): NotificationAck;
}

export interface NotificationResult {
  ack: NotificationAck;
  outcome: string;
}

/**
 * Provider notifications: verify (signature, merchant, decryption — in the adapter), then act through the same
 * conditional state changes as every other path, so a duplicate, late or out-of-order delivery changes nothing twice.
 * Only the local database is touched before answering; refunds run afterwards.
 */
export function createNotifications({
  db,
  providers,
  capture,
  refunds,
  clock,
  log,
}: {
  db: Db;
  providers: PaymentProviders;
  capture: Capture;
  refunds: Refunds;
  clock: Clock;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}) {
  async function act(provider: ProviderName, note: VerifiedNotification): Promise<string> {
    if (note.kind === 'refund') {
      return refunds.onRefundResult(note.refundNo, note.status, note.providerRefundNo);
    }
    if (note.status === 'paid') {
      const outcome = await capture({
        orderNo: note.orderNo,
        provider,
        providerTradeNo: note.providerTradeNo,
        amountFen: note.amountFen,
        paidAt: note.paidAt ?? clock.now(),
      });
      if (outcome.kind === 'mismatch') {
        // Authentic but not what we asked for: never credited; reconciliation lists it for a person.
        log.error({ provider, orderNo: note.orderNo, reason: outcome.reason }, 'notification does not match its order');
      }
      return outcome.kind;
    }
    if (note.status === 'closed') {
      const orders = createOrdersRepository(db);
      const order = await orders.byOrderNo(note.orderNo);
      if (!order || order.provider !== provider) return 'unknownOrder';
      const closed = await orders.markClosed(order.id, 'providerClosed', clock.now(), true);
      return closed ? 'closed' : 'ignored';
    }
    // pending, or refunded (the echo of a refund we asked for): nothing to do.
    return 'ignored';
  }

  const channels = new Map<string, NotificationChannel>();

  return {
    /**
     * Hears another notification format at /pay/notify/<path>: WeChat Pay's papay results come as APIv2 XML, which
     * its APIv3 adapter does not read. What it parses is applied exactly like the provider's own notifications.
     */
    addChannel(path: string, channel: NotificationChannel): void {
      if (PROVIDER_NAMES.includes(path) || channels.has(path)) throw new Error(`notification channel ${path} is taken`);
      channels.set(path, channel);
    },

    async handle(providerName: string, incoming: IncomingNotification): Promise<NotificationResult> {
      const provider: NotificationChannel | undefined =
        channels.get(providerName) ??
        (PROVIDER_NAMES.includes(providerName) ? providers.byName(providerName as ProviderName) : undefined);
      if (!provider) {
        return { outcome: 'unknownProvider', ack: { status: 404, headers: {}, body: '' } };
      }
      let note: VerifiedNotification;
      try {
        note = wellFormedNotification(provider.name, await provider.parseNotification(incoming));
      } catch (error) {
        if (error instanceof ProviderSignatureError) {
          log.warn({ provider: providerName, reason: error.message }, 'notification refused: not authentic');
          return { outcome: 'refused', ack: { ...provider.notificationAck(false), status: 401 } };
        }
        throw error;
      }
      try {
        const outcome = await act(provider.name, note);
        await createOrdersRepository(db).logNotification({
          provider: provider.name,
          eventId: note.eventId,
          kind: note.kind,
          orderNo: note.orderNo,
          outcome,
          receivedAt: clock.now(),
        });
        return { outcome, ack: provider.notificationAck(true) };
      } catch (error) {
        // Our failure (the database): say so, and the provider delivers again later.
        log.error({ err: error, provider: providerName, orderNo: note.orderNo }, 'notification handling failed');
        return { outcome: 'failed', ack: provider.notificationAck(false) };
      }
    },
  };
}
export type Notifications = ReturnType<typeof createNotifications>;
