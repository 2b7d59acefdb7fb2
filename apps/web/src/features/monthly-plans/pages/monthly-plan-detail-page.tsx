import { formatFen, type BagPlan } from '@parking/contracts';
import { formatShanghaiMinute, shanghaiDay } from '@parking/contracts/shanghai-time';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { installedEffects } from '../../../api/ui-effects';
import { QueryState } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { useMonthlyPlan } from '../api/monthly-plans';
import { useCancelPlan } from '../api/plan-changes';
import styles from '../../../components/offer-page.module.css';
import { PlanSection } from '../components/plan-section';
import { href } from '../../../lib/paths';
import * as screen from '../../../lib/screen-paths.gen';

const day = (iso: string) => shanghaiDay(new Date(iso).getTime());
const lastDay = (iso: string) => shanghaiDay(new Date(iso).getTime() - 1);

/**
 * /mounthlyDetail?planId: a plan, whether it can be renewed (checkRenewable; paid on /mounthlyRenew), where it is valid
 * (/suitParking) and its payments.
 */
export default function MonthlyPlanDetailPage() {
  const [search] = useSearchParams();
  const planId = search.get('planId') ?? '';
  const detail = useMonthlyPlan(planId);
  if (!detail.isSuccess) return <QueryState query={detail} failed="月卡加载失败" gone="月卡不存在" />;
  const { plan, payments, renewal } = detail.data;
  return (
    <div className={styles.page}>
      <PlanSection
        plan={plan}
        facts={[
          ['车型', plan.vehicleClassName],
          ['有效期', `${day(plan.validFrom)} 至 ${lastDay(plan.validUntil)}`],
          ['剩余天数', plan.state === 'expired' ? '已过期' : `${plan.daysLeft} 天`],
          ...(plan.balanceText ? [['余额', plan.balanceText] as [string, string]] : []),
        ]}
      >
        {plan.kind === 'storedValue' && plan.state !== 'expired' && (
          <Link className={styles.card} to={href(screen.mounthlyTopUp, { planId: plan.planId })}>
            充值
          </Link>
        )}
        {plan.state !== 'expired' && !plan.granted && (
          <Link className={styles.card} to={href(screen.mounthlyPayManage, { planId: plan.planId })}>
            车辆管理（{plan.plates.length}/{plan.maxPlates}）
          </Link>
        )}
      </PlanSection>
      <Section title="续费">
        {renewal.renewable && renewal.priceFen !== null ? (
          <Link className={styles.card} to={href(screen.mounthlyRenew, { planId: plan.planId })}>
            去续费 {formatFen(renewal.priceFen)}
            <span className={styles.meta}> · 续费后至 {lastDay(renewal.newValidUntil!)}</span>
          </Link>
        ) : (
          <p className={styles.meta}>{renewal.reason}</p>
        )}
      </Section>
      <Link className={styles.card} to={href(screen.suitParking, { planId: plan.planId })}>
        适用停车场
      </Link>
      <CancelSection plan={plan} />
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
              <Link className={styles.meta} to={href(screen.customerServicePlanFeedBack, { orderNo: p.orderNo })}>
                缴费申诉
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

/**
 * 退卡: the refund a cancel would give now (unused days pro rata, or the unused value / visits), the request with
 * its reason, then how the review went. A request waiting is shown instead of the form (asking again is refused).
 */
function CancelSection({ plan }: { plan: BagPlan }) {
  const cancel = useCancelPlan(plan.planId);
  const [reason, setReason] = useState('');
  const latest = plan.cancellation;
  if (plan.granted) return null;
  const waiting = latest?.status === 'pending';
  const done = latest?.status === 'approved';
  const canAsk = !waiting && !done && plan.state !== 'expired';
  if (!latest && !canAsk) return null;
  const submit = async () => {
    if (!reason.trim()) return installedEffects.toast('请填写退卡原因', { fail: true });
    const sure = await installedEffects.confirm({
      title: '申请退卡',
      content: `审核通过后月卡当日结束，预计退款 ${formatFen(plan.refundableFen)}，原路退回。`,
      confirmText: '提交',
    });
    if (!sure) return;
    await cancel.mutateAsync(reason.trim());
    installedEffects.toast('已提交，请等待审核', { success: true });
  };
  return (
    <Section title="退卡" extra={latest?.statusText}>
      {latest && (
        <p className={styles.meta}>
          {done ? `已退款 ${formatFen(latest.refundFen ?? 0)}` : `原因：${latest.reason}`}
          {latest.reviewReason ? ` · 审核意见：${latest.reviewReason}` : ''}
        </p>
      )}
      {canAsk && (
        <>
          <p className={styles.meta}>现在退卡预计退款 {formatFen(plan.refundableFen)}（按未使用部分计算）</p>
          <label className={styles.field}>
            退卡原因
            {/* A plain textarea: the detail page stays within its route budget. */}
            <textarea
              className={styles.input}
              style={{ padding: 10 }}
              placeholder="请填写退卡原因"
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              maxLength={200}
              rows={2}
            />
          </label>
          <div className={styles.actions}>
            <Button block loading={cancel.isPending} onClick={() => void submit()}>
              申请退卡
            </Button>
          </div>
        </>
      )}
    </Section>
  );
}
