import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { createGroupCommit } from '../../db/group-commit';
import { queryRows } from '../../db/query-rows';
import { localWakeups, OUTBOX_CHANNEL, Topic } from '../../events/outbox';
import { addEnergy, splitEnergy } from '../tariffs';
import { judgeReading, readSample, type SampledValue } from './ocpp.domain';
import type { MeterUpdate, OrderRow } from './charging-orders.repository';
import { chargerTime, type ChargingOrdersAccess } from './orders-access';

/** The charger is asked to stop when the cost comes this close to the prepaid hold. */
const HOLD_MARGIN_FEN = 50;

/** How long a gun's rating read for MeterValues is used before it is read again (operators rarely change it). */
const RATING_TTL_MS = 60_000;
/** A gun whose rating is unknown is judged against the largest DC gun's power. */
const UNKNOWN_RATING_KW = 480;

/**
 * MeterValues are written in batches (group commit): the readings of every charger on this node arriving within
 * METER_BATCH_MS go into one transaction — one locking read, one multi-row update, one insert of the progress events
 * — and each is answered once it committed. At 2,000 connectors a node takes about 70 readings a second.
 */
export const METER_BATCH_MS = 5;
const METER_BATCH_MAX = 200;
const METER_BATCHES_RUNNING = 2;

type MeterValuesRequest = {
  connectorId: number;
  transactionId?: number;
  meterValue: { timestamp: string; sampledValue: SampledValue[] }[];
};
type MeterCall = { chargerId: string; transactionId: number; meterValue: MeterValuesRequest['meterValue'] };

/**
 * `charging.order` events for these orders in one statement and one NOTIFY (what `publish` writes for one; a batch
 * of readings would otherwise cost a statement and a wake-up of every node's bus per order).
 */
async function publishProgress(tx: Db, orders: Pick<OrderRow, 'dealerId' | 'orderNo'>[]): Promise<void> {
  if (orders.length === 0) return;
  const rows = sql.join(
    orders.map((o) => sql`(${Topic.CHARGING_ORDER}, ${o.dealerId}, ${o.orderNo})`),
    sql`, `,
  );
  await queryRows(
    tx,
    sql`with e as (insert into outbox_events (topic, dealer_id, subject) values ${rows} returning id)
        select pg_notify(${OUTBOX_CHANNEL}, max(id)::text) from e`,
  );
  localWakeups.emit('wake');
}

/** The energy of a transaction as the charger reads it: the meter values billed by band, then the stop's bill. */
export function createOcppMetering({
  deps,
  db,
  repo,
  clock,
  changed,
  command,
  refundHold,
  billOf,
}: ChargingOrdersAccess) {
  // MeterValues come every few seconds from every charging gun: the guns' ratings are kept here, not read each time.
  const ratings = new Map<string, { maxKw: number; until: number }>();
  async function ratingsOf(tx: Db, orders: OrderRow[]) {
    const now = clock.now().getTime();
    const keyOf = (o: OrderRow) => `${o.chargerId}|${o.connectorId}`;
    const unknown = orders.filter((o) => !((ratings.get(keyOf(o))?.until ?? 0) > now));
    const read = await repo.gunRatings(tx, [...new Set(unknown.map((o) => o.chargerId))]);
    for (const o of unknown) {
      ratings.set(keyOf(o), { maxKw: read.get(keyOf(o)) ?? UNKNOWN_RATING_KW, until: now + RATING_TTL_MS });
    }
    return (o: OrderRow) => ratings.get(keyOf(o))!.maxKw;
  }

  /**
   * Each sane register reading bills the energy since the last one, split over the TOU bands; a reading going
   * backwards or jumping beyond the gun's power is refused (counted, never billed). Returns the order's meter after
   * the readings, and whether the cost now nears the hold (the charger is to be asked to stop).
   */
  function readMeter(order: OrderRow, maxKw: number, readings: MeterCall['meterValue']) {
    let { meterLastWh: lastWh, meterLastAt: lastAt, bandWh, powerW, soc, rejectedReadings } = order;
    for (const mv of readings) {
      const sample = readSample(mv.timestamp, mv.sampledValue);
      if (sample.powerW !== undefined) powerW = sample.powerW;
      if (sample.soc !== undefined) soc = sample.soc;
      if (sample.wh === undefined || lastWh === null || lastAt === null || !Number.isFinite(sample.at)) continue;
      const verdict = judgeReading({ at: lastAt.getTime(), wh: lastWh }, { at: sample.at, wh: sample.wh }, maxKw);
      if (verdict !== 'accept') {
        if (verdict !== 'stale') rejectedReadings += 1;
        continue;
      }
      bandWh = addEnergy(
        bandWh,
        splitEnergy(order.tariff, { at: lastAt.getTime(), wh: lastWh }, { at: sample.at, wh: sample.wh }),
      );
      lastWh = sample.wh;
      lastAt = new Date(sample.at);
    }
    const next: OrderRow = {
      ...order,
      bandWh,
      meterLastWh: lastWh,
      meterLastAt: lastAt,
      powerW,
      soc,
      rejectedReadings,
    };
    const stopNow = !order.stopRequestedAt && billOf(next).amountFen >= order.prepayFen - HOLD_MARGIN_FEN;
    return stopNow ? { next: { ...next, stopRequestedAt: clock.now() }, stopNow } : { next, stopNow };
  }

  /**
   * One batch of MeterValues in one transaction: the orders locked, each call's readings applied in the order the
   * calls came (two of one order: the second reads after the first), one update, the stops asked for, one progress
   * event per order.
   */
  async function writeMeterValues(calls: MeterCall[]): Promise<void[]> {
    await db.transaction(async (tx) => {
      const locked = await repo.lockOrdersOfTransactions(tx, [...new Set(calls.map((c) => c.transactionId))]);
      const orders = new Map(locked.map((o) => [o.transactionId, { order: o, next: o, stop: false, read: false }]));
      const ratingOf = await ratingsOf(
        tx,
        locked.filter((o) => o.state === 'charging'),
      );
      for (const call of calls) {
        const o = orders.get(call.transactionId);
        if (!o || o.order.chargerId !== call.chargerId || o.order.state !== 'charging') continue;
        const { next, stopNow } = readMeter(o.next, ratingOf(o.order), call.meterValue);
        o.next = next;
        o.stop ||= stopNow;
        o.read = true;
      }
      const read = [...orders.values()].filter((o) => o.read);
      await repo.updateMeters(
        tx,
        read.map(({ next }): MeterUpdate => ({
          orderNo: next.orderNo,
          bandWh: next.bandWh,
          meterLastWh: next.meterLastWh,
          meterLastAt: next.meterLastAt,
          powerW: next.powerW,
          soc: next.soc,
          rejectedReadings: next.rejectedReadings,
          stopRequestedAt: next.stopRequestedAt,
        })),
      );
      for (const o of read) if (o.stop) await command(tx, o.order);
      await publishProgress(
        tx,
        read.map((o) => o.order),
      );
    });
    return calls.map(() => undefined);
  }
  const meterBatches = createGroupCommit<MeterCall, void>({
    windowMs: METER_BATCH_MS,
    maxBatch: METER_BATCH_MAX,
    maxRunning: METER_BATCHES_RUNNING,
    write: writeMeterValues,
  });

  return {
    /**
     * MeterValues: the readings bill the energy since the last one (see readMeter); when the cost nears the hold,
     * the charger is asked to stop. Resolves once the batch holding the call committed.
     */
    async meterValues(chargerId: string, req: MeterValuesRequest): Promise<void> {
      if (req.transactionId === undefined) return;
      await meterBatches.add({ chargerId, transactionId: req.transactionId, meterValue: req.meterValue });
    },

    /** The MeterValues batches written so far (`npm run bench:ocpp`). */
    meterBatches: meterBatches.batches,

    /**
     * StopTransaction: the last reading is billed, the hold's remainder refunded at once. With an occupation fee the
     * order waits (finished) until the gun is Available; without one it is settled now. A repeated stop changes
     * nothing.
     */
    async stopTransaction(
      chargerId: string,
      req: { transactionId: number; meterStop: number; timestamp: string; reason?: string },
    ): Promise<'Accepted' | 'Invalid'> {
      return db.transaction(async (tx) => {
        const order = await repo.lockOrder(tx, { transactionId: req.transactionId });
        if (!order || order.chargerId !== chargerId) return 'Invalid';
        if (order.state !== 'charging') return 'Accepted';
        const connector = await repo.connector(chargerId, order.connectorId, tx);
        const at = chargerTime(req.timestamp, clock.now());
        let bandWh = order.bandWh;
        let rejected = order.rejectedReadings;
        if (order.meterLastWh !== null && order.meterLastAt !== null) {
          const last = { at: order.meterLastAt.getTime(), wh: order.meterLastWh };
          const verdict = judgeReading(
            last,
            { at: Math.max(at.getTime(), last.at), wh: req.meterStop },
            connector?.maxKw ?? UNKNOWN_RATING_KW,
          );
          if (verdict === 'accept')
            bandWh = addEnergy(
              bandWh,
              splitEnergy(order.tariff, last, { at: Math.max(at.getTime(), last.at), wh: req.meterStop }),
            );
          else rejected += 1;
        }
        const { bill, amountFen, discountFen } = billOf({ ...order, bandWh });
        const occupy = order.tariff.occupation;
        // Unplugged already: the gun reported Available during this session (a status older than the start is stale).
        const unplugged =
          connector?.status === 'Available' &&
          !!connector.statusAt &&
          !!order.startedAt &&
          connector.statusAt > order.startedAt;
        await repo.updateOrder(tx, order.orderNo, {
          state: occupy && !unplugged ? 'finished' : 'settled',
          bandWh,
          rejectedReadings: rejected,
          stoppedAt: at,
          stopReason: req.reason ?? 'Local',
          powerW: 0,
          electricityFen: bill.electricityFen,
          serviceFen: bill.serviceFen,
          amountFen,
          discountFen,
          refundFen: order.prepayFen - amountFen,
          ...(occupy && !unplugged ? {} : { settledAt: at }),
        });
        if (occupy && !unplugged) {
          await repo.insertOccupation(tx, {
            orderNo: order.orderNo,
            dealerId: order.dealerId,
            driverId: order.driverId,
            rule: occupy,
            startedAt: at,
          });
        }
        await refundHold(tx, order, order.prepayFen - amountFen);
        if (order.coupon) await deps.coupons.settleCharging(tx, order.orderNo, discountFen);
        await changed(tx, order);
        return 'Accepted';
      });
    },
  };
}
