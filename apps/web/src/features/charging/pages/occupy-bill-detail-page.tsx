import { formatFen, PayChannel, type OccupyOrderDetail } from '@parking/contracts';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BottomButton } from '../../../components/bottom-button';
import layout from '../../../components/card-page.module.css';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { Facts, Section } from '../../../components/section';
import { ChannelPicker } from '../../../payment-kit/channel-picker';
import { usePayModel } from '../../../payment-kit/pay-model';
import { usePurchaseOpener } from '../../../payment-kit/purchase-opener';
import { occupyOrderQuery, payOccupation } from '../api/charging';
import { chargingKeys } from '../api/keys';
import styles from '../components/charging.module.css';
import { minutesText, occupyAppealPath, occupyPayResultPath } from '../lib/occupy';

/**
 * /occupyBillDetail?orderNo: one occupation order — when the car stayed, the grace, the rate and cap, the minutes
 * charged, the amount and its state — paid here through any channel (the occupation fee purchase), or appealed.
 */
export default function OccupyBillDetailPage() {
  const [search] = useSearchParams();
  const orderNo = search.get('orderNo') ?? '';
  if (!orderNo) return <PageState title="占位订单不存在" description="链接缺少订单编号" />;
  return <OccupyDetail orderNo={orderNo} />;
}

function OccupyDetail({ orderNo }: { orderNo: string }) {
  const order = useQuery(occupyOrderQuery(orderNo));
  if (!order.isSuccess) return <QueryState query={order} failed="占位订单加载失败" gone="占位订单不存在" />;
  const o = order.data;
  const yuan = (fen: number) => formatFen(fen);
  return (
    <div className={layout.page}>
      <Section title="占位订单" extra={<span className={styles.strong}>{o.phaseText}</span>}>
        <Facts
          rows={[
            ['充电站', o.stationName],
            ['充电枪', `${o.deviceName} ${o.gunName}`],
            ...(o.plateNo ? [['车牌号', o.plateNo] as [string, string]] : []),
            ['充电结束', formatShanghaiMinute(o.startedAt)],
            ['免费至', formatShanghaiMinute(o.graceEndsAt)],
            ['拔枪时间', o.endedAt ? formatShanghaiMinute(o.endedAt) : '未拔枪，计时中'],
          ]}
        />
      </Section>
      <Section title="占位费">
        <Facts
          rows={[
            ['免费时长', `${o.rule.graceMinutes}分钟`],
            ['收费标准', `${yuan(o.rule.perMinuteFen)}/分钟`],
            ['封顶金额', yuan(o.rule.capFen)],
            ['占位时长', minutesText(o.minutes)],
            ['计费时长', minutesText(o.chargedMinutes)],
            ['占位费', <strong key="fee">{yuan(o.amountFen)}</strong>],
            ...(o.paidAt ? [['支付时间', formatShanghaiMinute(o.paidAt)] as [string, string]] : []),
          ]}
        />
        <p className={layout.note}>
          对占位费有疑问？<Link to={occupyAppealPath(o.orderNo)}>申诉</Link>
        </p>
      </Section>
      {o.canPay && <PayOccupation order={o} />}
    </div>
  );
}

function PayOccupation({ order: o }: { order: OccupyOrderDetail }) {
  const model = usePayModel();
  const opener = usePurchaseOpener();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [picked, setPicked] = useState<number | null>(null);
  const channels = model.data?.channels ?? [];
  const usable = channels.filter((c) => c.balanceFen === undefined || c.balanceFen >= o.amountFen);
  const channel =
    picked ?? usable.find((c) => c.payChannel === PayChannel.BALANCE)?.payChannel ?? usable[0]?.payChannel ?? null;
  return (
    <>
      <Section title="支付方式">
        {channels.length > 0 ? (
          <ChannelPicker channels={channels} value={channel} onChange={setPicked} totalFen={o.amountFen} />
        ) : (
          <p className={layout.note}>{model.isPending ? '加载中…' : '当前环境暂无可用的支付方式'}</p>
        )}
      </Section>
      <BottomButton
        loading={opener.busy}
        disabled={channel === null || opener.busy}
        onClick={() => {
          if (channel === null) return;
          const resultPath = occupyPayResultPath(o.orderNo);
          void opener
            .open(`${o.orderNo}:${channel}`, (key) =>
              payOccupation(o.orderNo, { payChannel: channel as 2 | 3 | 6, resultPath }, key),
            )
            .then((outcome) => {
              void client.invalidateQueries({ queryKey: chargingKeys.occupation });
              if (outcome === 'paid') void navigate(occupyPayResultPath(o.orderNo), { replace: true });
            });
        }}
      >
        {`支付占位费 ${formatFen(o.amountFen)}`}
      </BottomButton>
    </>
  );
}
