import { formatFen } from '@parking/contracts';
import { shanghaiDay } from '@parking/contracts/shanghai-time';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { Facts, Section } from '../../../components/section';
import { payApplication } from '../api/monthly-plans';
import { useMonthlyPlanApplication } from '../api/monthly-plan-screens';
import styles from '../../../components/offer-page.module.css';
import { PayBox } from '../components/pay-box';
import { PlateList } from '../../../components/plate-text';
import { href } from '../../../lib/paths';
import * as screen from '../../../lib/screen-paths.gen';

/** /myMounthlyPay?applicationId: pay an approved application (any channel, the balance too); then its plan. */
export default function MonthlyPlanPayPage() {
  const [search] = useSearchParams();
  const applicationId = search.get('applicationId') ?? '';
  const application = useMonthlyPlanApplication(applicationId);
  const navigate = useNavigate();
  const [today] = useState(() => shanghaiDay(Date.now()));
  // Without an application there is nothing to ask for (its query would wait forever): the driver's plans.
  if (!applicationId) return <Navigate to={screen.monthParking} replace />;
  if (!application.isSuccess) {
    return <QueryState query={application} failed="申请加载失败" gone="月卡申请不存在" />;
  }
  const a = application.data;
  if (a.status === 'paid' && a.planId) {
    const { planId } = a;
    // A plan booked to start later: the booking's result says when.
    if (a.startDate > today) return <Navigate to={href(screen.bookingSuccess, { planId })} replace />;
    return (
      <PageState
        title="支付成功"
        description={`${a.parkName} · ${a.product.kindName}已办理`}
        illustration="list"
        action={{
          text: '查看月卡',
          onClick: () => void navigate(href(screen.mounthlyDetail, { planId }), { replace: true }),
        }}
      />
    );
  }
  return (
    <div className={styles.page}>
      <Section title={`${a.parkName} · ${a.product.kindName}`} extra={a.statusText}>
        <Facts
          rows={[
            ['车牌', <PlateList key="plates" plates={a.plates} />],
            ['车型', a.product.vehicleClassName],
            ['开始日期', a.startDate],
            ['金额', formatFen(a.product.priceFen)],
          ]}
        />
      </Section>
      {a.status === 'approved' || a.status === 'paying' ? (
        <Section title="支付方式">
          <PayBox
            totalFen={a.product.priceFen}
            label="支付"
            start={async (payChannel, key) => payApplication(applicationId, { payChannel }, key)}
          />
        </Section>
      ) : (
        <p className={styles.meta}>申请{a.statusText}，暂不能支付</p>
      )}
    </div>
  );
}
