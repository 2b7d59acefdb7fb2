import { formatFen, formatPlateNo, type BagApplication, type BagPlan, type PayOrder } from '@parking/contracts';
import { shanghaiDay } from '@parking/contracts/shanghai-time';
import Button from 'antd-mobile/es/components/button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { installedEffects } from '../../../api/ui-effects';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { ChannelPicker } from '../../../payment-kit/channel-picker';
import { usePayModel } from '../../../payment-kit/pay-model';
import { usePurchaseOpener } from '../../../payment-kit/purchase-opener';
import { bagKeys, payApplication, useMyBag } from '../api/bag';
import styles from '../../../components/offer-page.module.css';

/** Opens an order with the chosen channel and the wallet; balance orders come back paid at once. */
export function usePayBag() {
  const client = useQueryClient();
  const opener = usePurchaseOpener();
  const run = async (attempt: string, start: (key: string) => Promise<PayOrder>) => {
    if ((await opener.open(attempt, start)) === 'paid') installedEffects.toast('支付成功', { success: true });
    void client.invalidateQueries({ queryKey: bagKeys.all });
  };
  return { run, busy: opener.busy };
}

function PayBox({
  totalFen,
  label,
  start,
}: {
  totalFen: number;
  label: string;
  start: (channel: 2 | 3 | 6, key: string) => Promise<PayOrder>;
}) {
  const model = usePayModel();
  const [channel, setChannel] = useState<number | null>(null);
  const pay = usePayBag();
  if (!model.isSuccess) return <QueryState query={model} failed="支付方式加载失败" />;
  const chosen = (channel ?? model.data.defaultChannel) as 2 | 3 | 6 | null;
  return (
    <>
      <ChannelPicker channels={model.data.channels} value={chosen} onChange={setChannel} totalFen={totalFen} />
      <div className={styles.actions}>
        <Button
          block
          color="primary"
          size="large"
          disabled={chosen === null}
          loading={pay.busy}
          onClick={() => {
            if (chosen !== null) void pay.run(`${label}:${chosen}`, (key) => start(chosen, key));
          }}
        >
          {label} {formatFen(totalFen)}
        </Button>
      </div>
    </>
  );
}

function ApplicationCard({ application }: { application: BagApplication }) {
  const plates = application.plates.map((p) => formatPlateNo(p.plateNo)).join('、');
  return (
    <Section title={`${application.parkName} · ${application.product.kindName}`} extra={application.statusText}>
      <p className={styles.meta}>
        {plates} · {application.product.vehicleClassName} · {formatFen(application.product.priceFen)}
      </p>
      {application.reviewReason && <p className={styles.meta}>原因：{application.reviewReason}</p>}
      {(application.status === 'approved' || application.status === 'paying') && (
        <PayBox
          totalFen={application.product.priceFen}
          label="支付"
          start={async (payChannel, key) => payApplication(application.applicationId, { payChannel }, key)}
        />
      )}
    </Section>
  );
}

function PlanCard({ plan }: { plan: BagPlan }) {
  const until = shanghaiDay(new Date(plan.validUntil).getTime() - 1);
  return (
    <li>
      <Link className={styles.card} to={`/mounthlyDetail?planId=${plan.planId}`}>
        <p className={styles.name}>
          {plan.parkName} · {plan.kindName}
        </p>
        <p className={styles.meta}>{plan.plates.map((p) => formatPlateNo(p.plateNo)).join('、')}</p>
        <p className={styles.meta}>
          {plan.stateText} · 有效期至 {until}
          {plan.state !== 'expired' ? ` · 剩余 ${plan.daysLeft} 天` : ''}
        </p>
        {plan.balanceText && <p className={styles.meta}>{plan.balanceText}</p>}
      </Link>
    </li>
  );
}

/** /monthParking: the driver's plans (days left) and applications in progress, paid from here. */
export default function MonthParkingPage() {
  const mine = useMyBag();
  const navigate = useNavigate();
  if (!mine.isSuccess) return <QueryState query={mine} failed="月卡加载失败" />;
  const open = mine.data.applications.filter((a) => a.status !== 'paid' && a.status !== 'withdrawn');
  if (open.length === 0 && mine.data.plans.length === 0) {
    return (
      <PageState
        title="暂无月卡"
        illustration="car"
        action={{ text: '办理月卡', onClick: () => void navigate('/nearbyBagParks') }}
      />
    );
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
        <Button block onClick={() => void navigate('/nearbyBagParks')}>
          办理新月卡
        </Button>
      </div>
    </div>
  );
}

export { PayBox };
