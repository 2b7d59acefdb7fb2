import { DEDUCTION_ORDER_SHORT_LABELS, formatFen, PayChannel } from '@parking/contracts';
import Button from 'antd-mobile/es/components/button';
import { Switch } from '../../../components/switch';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { href, Paths } from '../../../lib/paths';
import { usePayModel } from '../../../payment-kit/pay-model';
import { browserWallets } from '../../../payment-kit/launch-payment';
import { startWithholding, useAutoPay, useSetAutoPay } from '../api/auto-pay';
import { ACCOUNT_FAMILY, AUTO_PAY_LIST_PATH } from '../lib/families';
import styles from '../components/wallet.module.css';
import { QueryState } from '../../../components/query-state';
import { SkeletonLine } from '../../../components/skeleton-bar';
import * as screen from '../../../lib/screen-paths.gen';

const CHANNEL_NAMES = { [PayChannel.WX]: '微信免密支付', [PayChannel.ALI]: '支付宝免密支付' } as const;

/** What 无感支付 is: the screen's largest text, painted with the frame before the driver's settings arrive. */
function Intro() {
  return (
    <section className={styles.card} style={{ marginTop: 0 }}>
      <h2 className={styles.heading}>无感支付</h2>
      <p className={styles.note} style={{ margin: 0 }}>
        开启后，车辆驶出停车场时自动扣除停车费，道闸自动抬杆，无需扫码缴费。扣费失败时可在出口扫码缴费，或离场后补缴。
      </p>
    </section>
  );
}

function AgreementsLink() {
  const navigate = useNavigate();
  return (
    <div className={styles.center} style={{ paddingTop: 8 }}>
      <button type="button" className={styles.link} onClick={() => navigate(AUTO_PAY_LIST_PATH)}>
        免密协议管理
      </button>
    </div>
  );
}

/** A row of a card before its data: grey bars where its title and its line below will be, as high as they are. */
function RowSkeleton() {
  return (
    <div className={styles.row}>
      <span className={styles.rowMain}>
        <SkeletonLine as="span" className={styles.rowTitle} />
        <SkeletonLine as="span" className={styles.rowSub} width="10em" />
      </span>
    </div>
  );
}

/**
 * The screen while its settings are asked (the server's first paint, issue 25): the introduction as drawn, the two
 * cards' titles with grey rows where the ways to pay and the plates will be, no switch or button to tap yet.
 */
function AutoPayFrame() {
  return (
    <div className={styles.page}>
      <Intro />
      <section className={styles.card} aria-label="扣费方式" aria-busy="true">
        <h2 className={styles.heading}>扣费方式</h2>
        <RowSkeleton />
        <RowSkeleton />
      </section>
      <section className={styles.card} aria-label="车辆" aria-busy="true">
        <h2 className={styles.heading}>开启无感支付的车辆</h2>
        <RowSkeleton />
      </section>
      <AgreementsLink />
    </div>
  );
}

/**
 * /sencelessPayment (无感支付): what pays when an opted-in car leaves (the balance, a withholding agreement signed on
 * the provider's page) and which plates are opted in, each in its own deduction order (/orderDeduction).
 */
export default function AutoPayPage() {
  const navigate = useNavigate();
  const overview = useAutoPay();
  const model = usePayModel();
  const setAutoPay = useSetAutoPay();
  const [signing, setSigning] = useState<number | null>(null);

  if (!overview.isSuccess) return <QueryState query={overview} failed="加载失败" loading={<AutoPayFrame />} />;
  const data = overview.data;
  // The wallets that open here (WeChat inside WeChat, Alipay inside Alipay, both in a browser).
  const here = new Set((model.data?.channels ?? []).map((c) => c.payChannel));
  const channels = data.signableChannels.filter((c) => here.has(c));
  const active = new Map(data.activeAgreements.map((a) => [a.payChannel, a]));
  const canPay = data.balanceUsable || data.activeAgreements.length > 0;

  async function sign(channel: 2 | 3) {
    setSigning(channel);
    try {
      const started = await startWithholding(channel);
      browserWallets.go(started.signUrl);
    } finally {
      setSigning(null);
    }
  }

  return (
    <div className={styles.page}>
      <Intro />

      <section className={styles.card} aria-label="扣费方式">
        <h2 className={styles.heading}>扣费方式</h2>
        {data.balanceUsable && (
          <div className={styles.row}>
            <span className={styles.rowMain}>
              <span className={styles.rowTitle}>账户余额</span>
              <span className={styles.rowSub}>可用 {formatFen(data.balanceFen)}</span>
            </span>
            <button type="button" className={styles.link} onClick={() => navigate(ACCOUNT_FAMILY.home)}>
              充值
            </button>
          </div>
        )}
        {channels.map((channel) => {
          const agreement = active.get(channel);
          return (
            <div className={styles.row} key={channel}>
              <span className={styles.rowMain}>
                <span className={styles.rowTitle}>{CHANNEL_NAMES[channel]}</span>
                <span className={styles.rowSub}>
                  {agreement ? '已开通，出场时自动扣费' : '签约一次，出场自动扣费'}
                  {/* Only the sandbox offers agreements (the real wallets' APIs are not built). */}
                  {!agreement || agreement.sandbox ? '（沙箱）' : ''}
                </span>
              </span>
              {agreement ? (
                <span className={styles.state} data-state="active">
                  已开通
                </span>
              ) : (
                <Button
                  size="small"
                  color="primary"
                  fill="outline"
                  loading={signing === channel}
                  onClick={() => void sign(channel)}
                >
                  去开通
                </Button>
              )}
            </div>
          );
        })}
        {channels.length === 0 && !data.balanceUsable && <p className={styles.note}>当前环境暂不支持开通免密支付</p>}
      </section>

      <section className={styles.card} aria-label="车辆">
        <h2 className={styles.heading}>开启无感支付的车辆</h2>
        {data.plates.length === 0 ? (
          <div className={styles.center} style={{ padding: '8px 0' }}>
            <Button size="small" color="primary" onClick={() => navigate(Paths.ADD_CAR)}>
              添加车辆
            </Button>
          </div>
        ) : (
          data.plates.map((plate) => (
            <div className={styles.row} key={plate.plateId}>
              <span className={styles.rowMain}>
                <span className={styles.rowTitle}>{plate.formatPlateNo}</span>
                <button
                  type="button"
                  className={styles.link}
                  style={{ fontSize: 12, marginTop: 4 }}
                  onClick={() => navigate(href(screen.orderDeduction, { plateId: plate.plateId }))}
                >
                  扣费顺序：{DEDUCTION_ORDER_SHORT_LABELS[plate.deductionOrder]} ›
                </button>
              </span>
              <Switch
                checked={plate.enabled}
                disabled={!plate.enabled && !canPay}
                loading={setAutoPay.isPending && setAutoPay.variables?.plateId === plate.plateId}
                aria-label={`${plate.formatPlateNo}无感支付`}
                onChange={(enabled) => setAutoPay.mutate({ plateId: plate.plateId, enabled })}
              />
            </div>
          ))
        )}
        {!canPay && <p className={styles.note}>请先开通免密支付或余额支付，再为车辆开启无感支付。</p>}
      </section>

      <AgreementsLink />
    </div>
  );
}
