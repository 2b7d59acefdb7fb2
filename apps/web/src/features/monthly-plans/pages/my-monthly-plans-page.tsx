import { formatFen, type BagApplication, type BagPlan } from '@parking/contracts';
import { shanghaiDay } from '@parking/contracts/shanghai-time';
import Button from 'antd-mobile/es/components/button';
import { Link, useNavigate } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { NoPlanState } from '../components/no-plan-state';
import { PlanLink } from '../components/plan-link';
import { Section } from '../../../components/section';
import { useMyMonthlyPlans } from '../api/monthly-plans';
import { EDITABLE_STATUSES } from '../lib/application';
import styles from '../../../components/offer-page.module.css';
import { OfferListSkeleton } from '../../../components/offer-skeleton';
import { PlateList } from '../../../components/plate-text';
import { href } from '../../../lib/paths';
import * as screen from '../../../lib/screen-paths.gen';

function ApplicationCard({ application }: { application: BagApplication }) {
  return (
    <Section title={`${application.parkName} · ${application.product.kindName}`} extra={application.statusText}>
      <p className={styles.meta}>
        <PlateList plates={application.plates} /> · {application.product.vehicleClassName} ·{' '}
        {formatFen(application.product.priceFen)}
      </p>
      {application.reviewReason && <p className={styles.meta}>原因：{application.reviewReason}</p>}
      {(application.status === 'approved' || application.status === 'paying') && (
        <Link className={styles.card} to={href(screen.myMounthlyPay, { applicationId: application.applicationId })}>
          去支付 {formatFen(application.product.priceFen)}
        </Link>
      )}
      <Link className={styles.card} to={href(screen.monthlyMaterial, { applicationId: application.applicationId })}>
        {EDITABLE_STATUSES.includes(application.status) ? '查看或修改材料' : '查看材料'}
      </Link>
    </Section>
  );
}

function PlanCard({ plan }: { plan: BagPlan }) {
  const until = shanghaiDay(new Date(plan.validUntil).getTime() - 1);
  return (
    <PlanLink plan={plan} to={href(screen.mounthlyDetail, { planId: plan.planId })}>
      <p className={styles.meta}>
        {plan.stateText} · 有效期至 {until}
        {plan.state !== 'expired' ? ` · 剩余 ${plan.daysLeft} 天` : ''}
      </p>
      {plan.balanceText && <p className={styles.meta}>{plan.balanceText}</p>}
    </PlanLink>
  );
}

/** /monthParking: the driver's plans (days left) and applications in progress, paid from here. */
export default function MyMonthlyPlansPage() {
  const mine = useMyMonthlyPlans();
  const navigate = useNavigate();
  const newPlan = (
    <Button block onClick={() => void navigate(screen.nearbyBagParks)}>
      办理新月卡
    </Button>
  );
  if (!mine.isSuccess)
    return (
      <QueryState
        query={mine}
        failed="月卡加载失败"
        // While the plans are asked (issue 25): their cards in grey, and 办理新月卡 below them as the list always ends
        // (the frame's text: without it nothing contentful paints before the app's code).
        loading={
          <div className={styles.page}>
            <OfferListSkeleton cards={2} label="我的月卡加载中" />
            <div className={styles.actions}>{newPlan}</div>
          </div>
        }
      />
    );
  const open = mine.data.applications.filter((a) => a.status !== 'paid' && a.status !== 'withdrawn');
  if (open.length === 0 && mine.data.plans.length === 0) {
    return <NoPlanState title="暂无月卡" illustration="car" />;
  }
  return (
    <div className={styles.page}>
      {mine.data.plans.length > 0 && (
        <ul className={styles.list} aria-label="我的月卡">
          {mine.data.plans.map((plan) => (
            <PlanCard key={plan.planId} plan={plan} />
          ))}
        </ul>
      )}
      {open.map((application) => (
        <ApplicationCard key={application.applicationId} application={application} />
      ))}
      <div className={styles.actions}>
        {mine.data.plans.length > 0 && (
          <>
            <Button block onClick={() => void navigate(screen.renew)}>
              续费
            </Button>
            <Button block onClick={() => void navigate(screen.mounthPayList)}>
              缴费记录
            </Button>
          </>
        )}
        {newPlan}
      </div>
    </div>
  );
}
