import { chargingOrderStateText, formatFen } from '@parking/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chargingStations } from '../../db/schema/charging';
import { formatKwh } from '../tariffs';
import { stopReasonText } from './ocpp.domain';
import { createChargingOrdersRepository } from './charging-orders.repository';

const kwh = (wh: number | null) => (wh === null ? '—' : `${formatKwh(wh)}度`);
const BAND_TEXT = { sharp: '尖', peak: '峰', flat: '平', valley: '谷' } as const;

/**
 * Charging bills and occupation orders for appeals, read from the database alone (like bag's spaces), so the
 * support module builds them itself (its index.ts) without taking the charging module; their shape is support's
 * `AppealableOrder` (decision 050), checked where support takes them. The order's status timeline and meter values
 * are the agent's evidence.
 */
export function createChargingAppealRefs(db: Db) {
  const repo = createChargingOrdersRepository(db);
  const stationName = async (stationId: string) =>
    (
      await db.select({ name: chargingStations.name }).from(chargingStations).where(eq(chargingStations.id, stationId))
    )[0]?.name ?? '';

  return {
    async charging(orderNo: string) {
      const o = await repo.order(orderNo);
      if (!o) return undefined;
      const billed = o.state === 'settled' || o.state === 'finished';
      const wh = Object.values(o.bandWh).reduce((s, n) => s + n, 0);
      return {
        orderNo: o.orderNo,
        dealerId: o.dealerId,
        driverId: o.driverId,
        title: `${await stationName(o.stationId)} · 充电账单`,
        payOrderNo: billed ? o.holdOrderNo : null,
        paidFen: billed ? o.amountFen : 0,
        paidAt: o.stoppedAt,
        evidence: [
          { label: '订单状态', value: chargingOrderStateText[o.state], at: o.updatedAt },
          { label: '下单', value: `预付 ${formatFen(o.prepayFen)}`, at: o.createdAt },
          { label: '开始充电', value: `电表 ${kwh(o.meterStartWh)}`, at: o.startedAt },
          { label: '最后读数', value: `电表 ${kwh(o.meterLastWh)}，SoC ${o.soc ?? '—'}%`, at: o.meterLastAt },
          {
            label: '结束充电',
            value: o.stopReason ? (stopReasonText[o.stopReason] ?? o.stopReason) : (o.failReason ?? '—'),
            at: o.stoppedAt,
          },
          { label: '充电电量', value: kwh(wh), at: null },
          ...(['sharp', 'peak', 'flat', 'valley'] as const)
            .filter((band) => o.bandWh[band] > 0)
            .map((band) => ({ label: `${BAND_TEXT[band]}时段电量`, value: kwh(o.bandWh[band]), at: null })),
          { label: '异常读数（未计费）', value: String(o.rejectedReadings), at: null },
          {
            label: '账单',
            value: `${formatFen(o.amountFen)}（电费 ${formatFen(o.electricityFen)}，服务费 ${formatFen(o.serviceFen)}）`,
            at: o.settledAt,
          },
          { label: '退还预付', value: formatFen(o.refundFen), at: null },
        ],
      };
    },

    async occupation(orderNo: string) {
      const [occupation, order] = await Promise.all([repo.occupation(orderNo), repo.order(orderNo)]);
      if (!occupation || !order) return undefined;
      const paid = occupation.state === 'paid';
      const { rule } = occupation;
      return {
        orderNo: occupation.orderNo,
        dealerId: occupation.dealerId,
        driverId: occupation.driverId,
        title: `${await stationName(order.stationId)} · 占位费`,
        payOrderNo: paid ? occupation.payOrderNo : null,
        paidFen: paid ? occupation.amountFen : 0,
        paidAt: occupation.paidAt,
        evidence: [
          { label: '充电结束', value: `电表 ${kwh(order.meterLastWh)}`, at: occupation.startedAt },
          { label: '枪恢复空闲', value: occupation.endedAt ? '已拔枪' : '仍在占位', at: occupation.endedAt },
          {
            label: '占位时长',
            value: `${occupation.minutes} 分钟，计费 ${occupation.chargedMinutes} 分钟`,
            at: null,
          },
          {
            label: '收费规则',
            value: `免费 ${rule.graceMinutes} 分钟，${formatFen(rule.perMinuteFen)}/分钟，封顶 ${formatFen(rule.capFen)}`,
            at: null,
          },
          {
            label: '占位费',
            value: `${formatFen(occupation.amountFen)}（${paid ? '已支付' : '待支付'}）`,
            at: occupation.paidAt,
          },
        ],
      };
    },
  };
}
export type ChargingAppealRefs = ReturnType<typeof createChargingAppealRefs>;
