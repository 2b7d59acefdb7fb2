import type { Db } from '../../db/client';
import { addEnergy, splitEnergy } from '../tariffs';
import { judgeReading, readSample, type SampledValue } from './ocpp.domain';
import { chargerTime, type ChargingOrdersAccess } from './orders-access';

/** The charger is asked to stop when the cost comes this close to the prepaid hold. */
const HOLD_MARGIN_FEN = 50;

/** How long a gun's rating read for MeterValues is used before it is read again (operators rarely change it). */
const RATING_TTL_MS = 60_000;
/** A gun whose rating is unknown is judged against the largest DC gun's power. */
const UNKNOWN_RATING_KW = 480;

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
  // MeterValues come every few seconds from every charging gun: the gun's rating is kept here, not read each time.
  const ratings = new Map<string, { maxKw: number; until: number }>();
  async function ratingOf(tx: Db, chargerId: string, gun: number) {
    const key = `${chargerId}|${gun}`;
    const now = clock.now().getTime();
    const known = ratings.get(key);
    if (known && known.until > now) return known.maxKw;
    const maxKw = (await repo.connector(chargerId, gun, tx))?.maxKw ?? UNKNOWN_RATING_KW;
    ratings.set(key, { maxKw, until: now + RATING_TTL_MS });
    return maxKw;
  }

  return {
    /**
     * MeterValues: each sane register reading bills the energy since the last one, split over the TOU bands; a
     * reading going backwards or jumping beyond the gun's power is refused (counted, never billed). When the cost
     * nears the hold, the charger is asked to stop.
     */
    async meterValues(
      chargerId: string,
      req: {
        connectorId: number;
        transactionId?: number;
        meterValue: { timestamp: string; sampledValue: SampledValue[] }[];
      },
    ): Promise<void> {
      if (req.transactionId === undefined) return;
      await db.transaction(async (tx) => {
        const order = await repo.lockOrder(tx, { transactionId: req.transactionId });
        if (!order || order.chargerId !== chargerId || order.state !== 'charging') return;
        const maxKw = await ratingOf(tx, chargerId, order.connectorId);
        let { meterLastWh: lastWh, meterLastAt: lastAt, bandWh, powerW, soc, rejectedReadings } = order;
        for (const mv of req.meterValue) {
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
        const next = { ...order, bandWh };
        const stopNow = !order.stopRequestedAt && billOf(next).amountFen >= order.prepayFen - HOLD_MARGIN_FEN;
        await repo.updateOrder(tx, order.orderNo, {
          bandWh,
          meterLastWh: lastWh,
          meterLastAt: lastAt,
          powerW,
          soc,
          rejectedReadings,
          ...(stopNow ? { stopRequestedAt: clock.now() } : {}),
        });
        if (stopNow) await command(tx, order);
        await changed(tx, order);
      });
    },

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
