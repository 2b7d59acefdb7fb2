import { formatFen } from '@parking/contracts';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { Facts, Section } from '../../../components/section';
import { renewPlan } from '../api/monthly-plans';
import { usePlanRenewal } from '../api/monthly-plan-screens';
import { dayOf, lastDayOf } from '../lib/days';
import styles from '../../../components/offer-page.module.css';
import { PayBox } from '../components/pay-box';
import { PlanSection } from '../components/plan-section';

const basisText = {
  contiguous: '到期前续费，有效期自原到期日起连续顺延',
  fromExpiry: '已过期，按停车场规则自原到期日起算',
  fromRenewal: '已过期，按停车场规则自续费当日起算',
};

/**
 * /mounthlyRenew?planId: renew a plan — checkRenewable's answer (from when, until when, how much, or why not) and
 * paying for it with any channel.
 */
export default function MonthlyPlanRenewPage() {
  const [search] = useSearchParams();
  const planId = search.get('planId') ?? '';
  const detail = usePlanRenewal(planId);
  if (!detail.isSuccess) return <QueryState query={detail} failed="续费信息加载失败" gone="月卡不存在" />;
  const { plan, renewal } = detail.data;
  return (
    <div className={styles.page}>
      <PlanSection plan={plan} facts={[['当前有效期', `${dayOf(plan.validFrom)} 至 ${lastDayOf(plan.validUntil)}`]]} />
      {renewal.renewable && renewal.priceFen !== null ? (
        <>
          <Section title="续费">
            <Facts
              rows={[
                ['续费后有效期', `${dayOf(renewal.newValidFrom!)} 至 ${lastDayOf(renewal.newValidUntil!)}`],
                ['说明', renewal.basis ? basisText[renewal.basis] : ''],
                ['金额', formatFen(renewal.priceFen)],
              ]}
            />
          </Section>
          <Section title="支付方式">
            <PayBox
              totalFen={renewal.priceFen}
              label="续费"
              start={async (payChannel, key) => renewPlan(plan.planId, { payChannel }, key)}
            />
          </Section>
        </>
      ) : (
        <Section title="暂不可续费">
          <p className={styles.meta}>{renewal.reason}</p>
        </Section>
      )}
    </div>
  );
}
