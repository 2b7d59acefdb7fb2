import { formatFen } from '@parking/contracts';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { Facts, Section } from '../../../components/section';
import { topUpPlan, useMonthlyPlan } from '../api/monthly-plans';
import { PayBox } from '../components/pay-box';
import { lastDayOf } from '../lib/days';
import styles from '../../../components/offer-page.module.css';

/** Amounts offered, in fen (the server takes whole yuan from 10 to 2000). */
const AMOUNTS = [5_000, 10_000, 20_000, 50_000];

/**
 * /mounthlyTopUp?planId: top up a 储值卡 (decision 055) with any channel; the value is credited once paid, and the
 * balance shown on /mounthlyDetail. An ended card is not offered (the server refuses it too).
 */
export default function MonthlyPlanTopUpPage() {
  const [search] = useSearchParams();
  const planId = search.get('planId') ?? '';
  const detail = useMonthlyPlan(planId);
  const [amountFen, setAmountFen] = useState(AMOUNTS[1]!);
  if (!detail.isSuccess) return <QueryState query={detail} failed="储值卡加载失败" gone="月卡不存在" />;
  const { plan } = detail.data;
  const open = plan.kind === 'storedValue' && plan.state !== 'expired';
  return (
    <div className={styles.page}>
      <Section title={`${plan.parkName} · ${plan.kindName}`} extra={plan.stateText}>
        <Facts
          rows={[
            ['余额', plan.balanceText ?? ''],
            ['有效期至', lastDayOf(plan.validUntil)],
          ]}
        />
      </Section>
      {open ? (
        <>
          <Section title="充值金额">
            <div role="group" aria-label="充值金额" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
              {AMOUNTS.map((fen) => (
                <Button
                  key={fen}
                  style={{ minHeight: 44, minWidth: 72 }}
                  color={fen === amountFen ? 'primary' : 'default'}
                  fill={fen === amountFen ? 'solid' : 'outline'}
                  aria-pressed={fen === amountFen}
                  onClick={() => setAmountFen(fen)}
                >
                  {formatFen(fen)}
                </Button>
              ))}
            </div>
          </Section>
          <Section title="支付方式">
            <PayBox
              totalFen={amountFen}
              label="充值"
              start={async (payChannel, key) => topUpPlan(plan.planId, { payChannel, amountFen }, key)}
            />
          </Section>
        </>
      ) : (
        <Section title="不可充值">
          <p className={styles.meta}>
            {plan.kind === 'storedValue' ? '该储值卡已结束，不能充值，请重新办理' : '只有储值卡可以充值'}
          </p>
        </Section>
      )}
    </div>
  );
}
