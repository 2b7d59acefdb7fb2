import { createHash } from 'node:crypto';
import { CARD_HOLD_MAX_FEN, CARD_MIN_START_FEN, ChargingPurpose, PayChannel } from '@parking/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-error';
import { publish, Topic } from '../../events/outbox';
import { noEnergy } from '../tariffs';
import type { Payer } from '../payments';
import { idTagOf } from './ocpp.domain';
import type { ChargingOrdersRepository, OrderRow } from './charging-orders.repository';
import { flatTariff, orderNoFor, type ChargingPayments, type ChargingOrdersService } from './charging-orders.service';
import type { CardRow, TagsRepository, VinRow } from './tags.repository';

/** OCPP 1.6 AuthorizationStatus as we answer a card or a VIN. */
export type TagStatus = 'Accepted' | 'Blocked' | 'Invalid' | 'ConcurrentTx';

type Tag = { kind: 'card'; card: CardRow } | { kind: 'vin'; vin: VinRow };

/** Releases what a tag-started order held: the card's hold comes back to the card (the wallet's goes by purchase). */
export interface TagHolds {
  release(tx: Db, order: OrderRow, amountFen: number): Promise<void>;
}

/**
 * Charging without the app (decision 045): a charger presents an idTag that is no app order's — an RFID card's
 * number or the car's VIN (plug and charge). Authorize says whether it may charge; StartTransaction opens an order
 * for the card's or VIN's driver with a hold: from the card's balance (moved here, in the order's transaction) or
 * from the driver's wallet (a balance purchase, as the app's hold). The order then runs as any other — meter values,
 * stop, bill, occupation fee — and what the hold did not spend comes back at stop, once.
 */
export function createTagStarts(deps: {
  repo: TagsRepository;
  ordersRepo: ChargingOrdersRepository;
  chargingOrders: () => ChargingOrdersService;
  payments: ChargingPayments;
  clock: Clock;
  log: { warn(obj: object, msg: string): void };
}) {
  const { repo, ordersRepo, clock } = deps;
  const db = repo.db;

  async function dealerOf(chargerId: string) {
    return (await ordersRepo.charger(chargerId))?.dealerId;
  }

  async function find(dealerId: string, idTag: string, tx: Db = db, lock = false): Promise<Tag | undefined> {
    const vin = await repo.vinByTag(dealerId, idTag, tx, lock);
    if (vin) return { kind: 'vin', vin };
    const card = await repo.card(dealerId, idTag, tx, lock);
    return card ? { kind: 'card', card } : undefined;
  }

  /** The tag's standing now: who would pay, or why not. */
  async function judge(tx: Db, tag: Tag): Promise<TagStatus> {
    if (tag.kind === 'vin') return (await repo.activeOrderOf(tx, { vinId: tag.vin.id })) ? 'ConcurrentTx' : 'Accepted';
    const { card } = tag;
    if (card.frozen) return 'Blocked';
    if (!card.driverId) return 'Invalid'; // issued, never bound: nobody's order to open
    if (await repo.activeOrderOf(tx, { cardId: card.id })) return 'ConcurrentTx';
    return card.balanceFen < CARD_MIN_START_FEN ? 'Blocked' : 'Accepted';
  }

  /** A VIN order's hold bought from the wallet, as if the driver paid it in the app (balance channel). */
  async function buyHold(order: OrderRow, key: string): Promise<boolean> {
    const payer: Payer = {
      dealerId: order.dealerId,
      driverId: order.driverId,
      clientType: undefined,
      userAgent: 'ocpp plug-and-charge',
      openid: undefined,
      buyerId: undefined,
      clientIp: '127.0.0.1',
    };
    try {
      const names = await ordersRepo.names([order]);
      const answer = await deps.payments.orders.purchase(
        payer,
        {
          purpose: ChargingPurpose.HOLD,
          ref: order.orderNo,
          amountFen: order.prepayFen,
          description: `即插即充预付-${names.stations.get(order.stationId) ?? ''}-${names.guns.get(order.connectorRef)?.name ?? ''}`,
          payChannel: PayChannel.BALANCE,
          resultPath: `/chargingResults?orderNo=${order.orderNo}`,
        },
        key,
      );
      return answer.body.code === '200' && answer.body.data?.state === 'paid';
    } catch (error) {
      deps.log.warn({ err: error, orderNo: order.orderNo }, 'plug-and-charge hold not paid');
      return false;
    }
  }

  async function cancel(orderNo: string) {
    await db.transaction(async (tx) => {
      const order = await ordersRepo.lockOrder(tx, { orderNo });
      if (order?.state !== 'awaitingPayment') return;
      await ordersRepo.updateOrder(tx, orderNo, { state: 'cancelled', failReason: '余额不足，即插即充未启动' });
      await publish(tx, { topic: Topic.CHARGING_ORDER, dealerId: order.dealerId, subject: orderNo });
    });
  }

  return {
    async authorize(chargerId: string, idTag: string): Promise<TagStatus> {
      const dealerId = await dealerOf(chargerId);
      const tag = dealerId ? await find(dealerId, idTag) : undefined;
      return tag ? judge(db, tag) : 'Invalid';
    },

    /**
     * StartTransaction by a card or VIN. The order number derives from the transaction's facts (charger, gun, tag,
     * time, meter), so the charger repeating it (lost answer, replay after being offline) finds the same order.
     */
    async startTransaction(
      chargerId: string,
      req: { connectorId: number; idTag: string; meterStart: number; timestamp: string },
    ): Promise<{ transactionId: number; status: TagStatus }> {
      const refused = (status: TagStatus) => ({ transactionId: 0, status });
      const charger = await ordersRepo.charger(chargerId);
      const connector = charger && (await ordersRepo.connector(chargerId, req.connectorId));
      if (!charger || !connector) return refused('Invalid');
      const seen = await find(charger.dealerId, req.idTag);
      if (!seen) return refused('Invalid');
      const driverId = seen.kind === 'vin' ? seen.vin.driverId : seen.card.driverId;
      if (!driverId) return refused('Invalid');
      const facts = `${chargerId}|${req.connectorId}|${req.idTag}|${req.timestamp}|${req.meterStart}`;
      const key = `tag-${createHash('sha256').update(facts).digest('hex').slice(0, 40)}`;
      const orderNo = orderNoFor(driverId, key);

      if (!(await ordersRepo.order(orderNo))) {
        const station = (await ordersRepo.station(charger.dealerId, connector.stationId))!;
        const tariff = (await ordersRepo.tariff(station.id)) ?? flatTariff(station.currentPrice);
        try {
          const status = await db.transaction(async (tx) => {
            // The tag locked: one card or VIN opens one session at a time, and a card's balance moves once.
            const tag = await find(charger.dealerId, req.idTag, tx, true);
            if (!tag) return 'Invalid' as const;
            const verdict = await judge(tx, tag);
            if (verdict !== 'Accepted') return verdict;
            const holdFen = tag.kind === 'card' ? Math.min(tag.card.balanceFen, CARD_HOLD_MAX_FEN) : tag.vin.prepayFen;
            await ordersRepo.insertOrder(tx, {
              orderNo,
              dealerId: charger.dealerId,
              driverId,
              stationId: station.id,
              connectorRef: connector.id,
              chargerId,
              connectorId: req.connectorId,
              idTag: idTagOf(orderNo),
              plateNo: tag.kind === 'vin' ? tag.vin.plateNo : null,
              // A card's hold is taken here; a VIN's is bought from the wallet next.
              state: tag.kind === 'card' ? 'starting' : 'awaitingPayment',
              tariff: { ...tariff, occupation: station.supportOccupy ? tariff.occupation : null },
              prepayFen: holdFen,
              bandWh: noEnergy(),
              // The charger started it itself: no RemoteStartTransaction is owed.
              remoteStartSentAt: clock.now(),
            });
            await repo.insertTagOrder(tx, {
              orderNo,
              dealerId: charger.dealerId,
              kind: tag.kind,
              tag: req.idTag,
              cardId: tag.kind === 'card' ? tag.card.id : null,
              vinId: tag.kind === 'vin' ? tag.vin.id : null,
            });
            if (tag.kind === 'card') {
              await repo.moveBalance(tx, tag.card, {
                kind: 'hold',
                amountFen: -holdFen,
                key: `hold:${orderNo}`,
                orderNo,
              });
            }
            return 'Accepted' as const;
          });
          if (status !== 'Accepted') return refused(status);
        } catch (error) {
          // The gun is held by another order (an app start, or another tag's session).
          if (isUniqueViolation(error, 'charging_orders_active_gun')) return refused('ConcurrentTx');
          if (!isUniqueViolation(error, 'charging_orders_pkey')) throw error;
        }
      }

      const order = (await ordersRepo.order(orderNo))!;
      if (order.state === 'awaitingPayment' && !(await buyHold(order, key))) {
        await cancel(orderNo);
        return refused('Blocked');
      }
      // Paid (or the card's hold taken): the order begins charging as an app-started one does.
      return deps.chargingOrders().ocpp.startTransaction(chargerId, { ...req, idTag: order.idTag });
    },

    holds: {
      /** The card's hold comes back in the order's closing transaction, once (its record's key is the order's). */
      async release(tx: Db, order: OrderRow, amountFen: number): Promise<void> {
        const tagOrder = await repo.tagOrder(tx, order.orderNo);
        if (!tagOrder?.cardId || amountFen <= 0) return;
        const card = await repo.lockCardById(tx, tagOrder.cardId);
        if (!card) return;
        await repo.moveBalance(tx, card, {
          kind: 'release',
          amountFen,
          key: `release:${order.orderNo}`,
          orderNo: order.orderNo,
        });
      },
    } satisfies TagHolds,
  };
}
export type TagStarts = ReturnType<typeof createTagStarts>;
