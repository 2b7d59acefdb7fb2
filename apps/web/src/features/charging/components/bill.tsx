import { formatFen, type ChargingOrderDetail } from '@parking/contracts';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import { Facts, Section } from '../../../components/section';
import { bandName, formatElapsed, occupationRuleText } from '../lib/format';

/** The bill: energy per band (电费 + 服务费), what was paid and given back, and the occupation fee. */
export function ChargingBill({ order }: { order: ChargingOrderDetail }) {
  return (
    <>
      <Section title="充电账单">
        <Facts
          rows={[
            ['充电站', order.stationName],
            ['充电枪', `${order.deviceName} ${order.gunName}`],
            ...(order.plateNo ? [['车牌号', order.plateNo] as [string, string]] : []),
            ['开始时间', formatShanghaiMinute(order.startedAt) || '--'],
            ['结束时间', formatShanghaiMinute(order.stoppedAt) || '--'],
            ['充电时长', formatElapsed(order.durationSeconds)],
            ['充电电量', `${order.kwh}度`],
            ...(order.stopReasonText ? [['结束原因', order.stopReasonText] as [string, string]] : []),
          ]}
        />
      </Section>
      <Section title="费用明细">
        <Facts
          rows={[
            ...order.lines.map(
              (l) =>
                [
                  `${bandName(l.band)} ${l.kwh}度`,
                  `电费${formatFen(l.electricityFen)} 服务费${formatFen(l.serviceFen)}`,
                ] as [string, string],
            ),
            ['电费合计', formatFen(order.electricityFen)],
            ['服务费合计', formatFen(order.serviceFen)],
            ...(order.coupon
              ? [[`优惠券 ${order.coupon.title}`, `-${formatFen(order.discountFen)}`] as [string, string]]
              : []),
            ['预付金额', formatFen(order.prepayFen)],
            ['实付金额', <strong key="paid">{formatFen(order.amountFen)}</strong>],
            ['退回金额', `${formatFen(order.refundFen)}（原路退回）`],
          ]}
        />
      </Section>
      {order.occupation && (
        <Section title="占位费">
          <Facts
            rows={[
              ['占位时长', `${order.occupation.minutes}分钟（计费${order.occupation.chargedMinutes}分钟）`],
              ['占位费', <strong key="occ">{formatFen(order.occupation.amountFen)}</strong>],
              [
                '状态',
                // Named as /occupyBillList names it (a 0.00元 fee: 无需支付).
                order.occupation.phase === 'running' ? '计时中，请尽快拔枪挪车' : order.occupation.phaseText,
              ],
              ['收费规则', occupationRuleText(order.occupation.rule)],
            ]}
          />
        </Section>
      )}
    </>
  );
}
