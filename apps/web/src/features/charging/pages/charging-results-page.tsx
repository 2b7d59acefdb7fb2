import { formatFen, type ChargingOrderDetail } from '@parking/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { installedEffects } from '../../../api/ui-effects';
import { BottomButton } from '../../../components/bottom-button';
import layout from '../../../components/card-page.module.css';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { stopCharging, useChargingOrder } from '../api/charging';
import { chargingKeys } from '../api/keys';
import { ChargingBill } from '../components/bill';
import styles from '../components/charging.module.css';
import { formatElapsed } from '../lib/format';
import { occupyDetailPath } from '../lib/occupy';
import * as screen from '../../../lib/screen-paths.gen';
import { href } from '../../../lib/paths';

/**
 * /chargingResults?orderNo (also /chargeBillDetail): live progress while charging (pushed over the order's stream),
 * 结束充电, then the bill and the occupation fee (paid on /occupyBillDetail). The start's own result is
 * /chargingPageResult, which leads here.
 */
export default function ChargingResultsPage() {
  const [search] = useSearchParams();
  const orderNo = search.get('orderNo') ?? '';
  if (orderNo) return <ChargingOrder orderNo={orderNo} />;
  return <PageState title="订单不存在" description="链接缺少订单编号" />;
}

function ChargingOrder({ orderNo }: { orderNo: string }) {
  const order = useChargingOrder(orderNo);
  if (!order.isSuccess) return <QueryState query={order} failed="订单加载失败" gone="订单不存在" />;
  const o = order.data;
  return (
    <div className={layout.page}>
      <Progress order={o} />
      {(o.orderState === 'finished' || o.orderState === 'settled') && <ChargingBill order={o} />}
      {o.orderState === 'settled' && <AppealLinks order={o} />}
      <Actions order={o} />
    </div>
  );
}

function Progress({ order: o }: { order: ChargingOrderDetail }) {
  if (o.orderState === 'awaitingPayment')
    return <PageState size="compact" title="等待支付完成" description="支付完成后充电桩将自动启动" />;
  if (o.orderState === 'starting')
    return <PageState size="compact" title="充电桩启动中…" description="请确认充电枪已插好，启动后将显示充电进度" />;
  if (o.orderState === 'failed' || o.orderState === 'cancelled') {
    return <PageState size="compact" title={o.orderStateText} description={o.stopReasonText ?? '预付金额已原路退回'} />;
  }
  return (
    <section className={styles.hero} aria-label="充电进度" aria-live="polite">
      <p className={styles.heroLabel}>{o.orderStateText}</p>
      <p className={styles.heroValue}>{o.kwh}度</p>
      <p className={styles.heroLabel}>
        {o.stationName} {o.deviceName} {o.gunName}
      </p>
      <dl className={styles.heroGrid}>
        <div>
          <dt>功率</dt>
          <dd>{o.powerKw}kW</dd>
        </div>
        <div>
          <dt>电量SoC</dt>
          <dd>{o.soc === null ? '--' : `${o.soc}%`}</dd>
        </div>
        <div>
          <dt>时长</dt>
          <dd>{formatElapsed(o.durationSeconds)}</dd>
        </div>
        <div>
          <dt>当前费用</dt>
          <dd>{formatFen(o.amountFen)}</dd>
        </div>
        <div>
          <dt>预付</dt>
          <dd>{formatFen(o.prepayFen)}</dd>
        </div>
      </dl>
    </section>
  );
}

function Actions({ order: o }: { order: ChargingOrderDetail }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const refresh = () => void client.invalidateQueries({ queryKey: chargingKeys.orders });

  if (o.orderState === 'charging') {
    return (
      <BottomButton
        loading={busy}
        disabled={!o.canStop || busy}
        onClick={() =>
          void installedEffects.confirm({ title: '结束充电', content: '确定要结束本次充电吗？' }).then(async (ok) => {
            if (!ok) return;
            setBusy(true);
            await stopCharging(o.orderNo).catch(() => undefined);
            setBusy(false);
            refresh();
          })
        }
      >
        {o.canStop ? '结束充电' : '正在结束…'}
      </BottomButton>
    );
  }
  const occupation = o.occupation;
  if (occupation?.endedAt && occupation.state === 'unpaid' && occupation.amountFen > 0) {
    // Paid on its own screen, through any channel (/occupyBillDetail).
    return (
      <BottomButton onClick={() => void navigate(occupyDetailPath(o.orderNo))}>
        {`支付占位费 ${formatFen(occupation.amountFen)}`}
      </BottomButton>
    );
  }
  if (o.orderState === 'settled' || o.orderState === 'failed' || o.orderState === 'cancelled') {
    return (
      <BottomButton primary={false} onClick={() => void navigate(screen.chargeBillManage)}>
        查看充电订单
      </BottomButton>
    );
  }
  return null;
}

/** 账单申诉 / 占位费申诉 of a settled order (the support module's screens, decision 050). */
function AppealLinks({ order: o }: { order: ChargingOrderDetail }) {
  const orderNo = encodeURIComponent(o.orderNo);
  return (
    <nav className={styles.appealLinks} aria-label="申诉">
      {o.amountFen > 0 && <Link to={href(screen.chargingBillComplain, { orderNo })}>账单有疑问？申诉</Link>}
      {o.occupation?.state === 'paid' && o.occupation.amountFen > 0 && (
        <Link to={href(screen.occupyAppeal, { orderNo })}>占位费申诉</Link>
      )}
    </nav>
  );
}
