import { formatFen, type ParkOrderDetail } from '@parking/contracts';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import { Facts, Section } from './section';

/** The bill a driver is appealing, at the top of both appeal forms (the parking complaint and the support ticket). */
export function AppealedBill({ order }: { order: ParkOrderDetail }) {
  return (
    <Section title="申诉账单">
      <Facts
        rows={[
          ['停车场', order.parkName],
          ['车牌号', order.formatPlateNo],
          ['入场时间', formatShanghaiMinute(order.parkStartTime) || '--'],
          ['出场时间', formatShanghaiMinute(order.parkEndTime) || '--'],
          ['停车费', formatFen(order.parkFee)],
        ]}
      />
    </Section>
  );
}
