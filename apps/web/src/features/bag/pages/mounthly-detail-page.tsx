import { formatFen, formatPlateNo } from '@parking/contracts';
import { formatShanghaiMinute, shanghaiDay } from '@parking/contracts/shanghai-time';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { Facts, Section } from '../../../components/section';
import { useBagPlan } from '../api/bag';
import styles from '../../../components/offer-page.module.css';

const day = (iso: string) => shanghaiDay(new Date(iso).getTime());
const lastDay = (iso: string) => shanghaiDay(new Date(iso).getTime() - 1);

/**
 * /mounthlyDetail?planId: a plan, whether it can be renewed (checkRenewable; paid on /mounthlyRenew), where it is valid
 * (/suitParking) and its payments.
 */
export default function MounthlyDetailPage() {
  const [search] = useSearchParams();
  const planId = search.get('planId') ?? '';
  const detail = useBagPlan(planId);
  if (!detail.isSuccess) return <QueryState query={detail} failed="月卡加载失败" gone="月卡不存在" />;
  const { plan, payments, renewal } = detail.data;
  return (
    <div className={styles.page}>
      <Section title={`${plan.parkName} · ${plan.kindName}`} extra={plan.stateText}>
        <Facts
          rows={[
            ['车牌', plan.plates.map((p) => formatPlateNo(p.plateNo)).join('、')],
            ['车型', plan.vehicleClassName],
            ['有效期', `${day(plan.validFrom)} 至 ${lastDay(plan.validUntil)}`],
            ['剩余天数', plan.state === 'expired' ? '已过期' : `${plan.daysLeft} 天`],
          ]}
        />
      </Section>
      <Section title="续费">
        {renewal.renewable && renewal.priceFen !== null ? (
          <Link className={styles.card} to={`/mounthlyRenew?planId=${plan.planId}`}>
            去续费 {formatFen(renewal.priceFen)}
            <span className={styles.meta}> · 续费后至 {lastDay(renewal.newValidUntil!)}</span>
          </Link>
        ) : (
          <p className={styles.meta}>{renewal.reason}</p>
        )}
      </Section>
      <Link className={styles.card} to={`/suitParking?planId=${plan.planId}`}>
        适用停车场
      </Link>
      <Section title="缴费记录">
        <ul className={styles.list} aria-label="缴费记录">
          {payments.map((p) => (
            <li key={p.orderNo} className={styles.card}>
              <p className={styles.name}>
                {p.kindText} <span className={styles.price}>{formatFen(p.amountFen)}</span>
              </p>
              <p className={styles.meta}>
                {day(p.periodFrom)} 至 {lastDay(p.periodUntil)} · {formatShanghaiMinute(p.paidAt)}
              </p>
              {/* The support module's appeal of this payment (decision 050). */}
              <Link
                className={styles.meta}
                to={`/customerService/planFeedBack?orderNo=${encodeURIComponent(p.orderNo)}`}
              >
                缴费申诉
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
