import { formatFen, formatPlateNo } from '@parking/contracts';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { Facts, Section } from '../../../components/section';
import { parkingDetailQuery } from '../api/coupons';
import styles from '../components/coupons.module.css';

/**
 * /parkingDetail?merchantId&couponId (decision 053): the stay one of the store's coupons paid — plate, park, in and
 * out, the fee, what the coupon took off and what the driver paid. Another store's coupon is not found.
 */
export default function ParkingDetailPage() {
  const [params] = useSearchParams();
  const merchantId = params.get('merchantId') ?? '';
  const couponId = params.get('couponId') ?? '';
  const detail = useQuery({ ...parkingDetailQuery(merchantId, couponId), enabled: Boolean(merchantId && couponId) });
  if (!merchantId || !couponId) return <PageState title="停车记录不存在" />;
  if (!detail.isSuccess) return <QueryState query={detail} failed="停车详情加载失败" />;
  const d = detail.data;
  return (
    <div className={styles.page}>
      <Section title={formatPlateNo(d.plateNo)}>
        <Facts
          rows={[
            ['停车场', d.parkName],
            ['入场时间', formatShanghaiMinute(d.enteredAt)],
            ['出场时间', d.exitedAt ? formatShanghaiMinute(d.exitedAt) : '在场'],
            ['停车费', formatFen(d.grossFen)],
            ['优惠券', d.title],
            ['优惠金额', `-${formatFen(d.discountFen)}`],
            ['实付金额', formatFen(d.paidFen)],
            ['使用时间', d.usedAt ? formatShanghaiMinute(d.usedAt) : '—'],
          ]}
        />
      </Section>
    </div>
  );
}
