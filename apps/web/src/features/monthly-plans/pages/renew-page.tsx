import { QueryState } from '../../../components/query-state';
import { NoPlanState } from '../components/no-plan-state';
import { PlanLink } from '../components/plan-link';
import { useRenewablePlans } from '../api/monthly-plan-screens';
import { lastDayOf } from '../lib/days';
import styles from '../../../components/offer-page.module.css';
import { href } from '../../../lib/paths';
import * as screen from '../../../lib/screen-paths.gen';

/** /renew: the driver's plans with whether each can be renewed now; a plan opens its renewal (/mounthlyRenew). */
export default function RenewPage() {
  const plans = useRenewablePlans();
  if (!plans.isSuccess) return <QueryState query={plans} failed="月卡加载失败" />;
  if (plans.data.length === 0) {
    return <NoPlanState title="暂无可续费的月卡" illustration="car" />;
  }
  return (
    <div className={styles.page}>
      <ul className={styles.list} aria-label="续费月卡">
        {plans.data.map(({ plan, renewal }) => (
          <PlanLink key={plan.planId} plan={plan} to={href(screen.mounthlyRenew, { planId: plan.planId })}>
            <p className={styles.meta}>
              有效期至 {lastDayOf(plan.validUntil)} · {renewal.renewable ? '可续费' : renewal.reason}
            </p>
          </PlanLink>
        ))}
      </ul>
    </div>
  );
}
