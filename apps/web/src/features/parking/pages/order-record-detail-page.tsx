import { useHasScreen } from '../../../lib/screens';
import { formatFen, payChannelLabel, type ParkOrderDetail, type ParkOrderRef } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useNavigate, useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { href, Paths } from '../../../lib/paths';
import { useEndParking } from '../hooks/use-end-parking';
import { orderDetailQuery, payRecordsQuery } from '../api/park-orders';
import { Loading } from '../components/loading';
import { Facts, Section } from '../../../components/section';
import { formatDuration, orderQuery, orderRefOf } from '../lib/format';
import { leaveBy } from '../../../lib/leave-by';
import { useNow } from '../../../lib/use-now';
import styles from './detail-page.module.css';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import { QueryState } from '../../../components/query-state';
import * as screen from '../../../lib/screen-paths.gen';

/** /orderRecordDetail?uniqueId&parkId: one order, its fee explained, payments, and what the driver can do. */
export default function OrderRecordDetailPage() {
  const [search] = useSearchParams();
  const ref = orderRefOf(search);
  if (!ref) return <PageState title="订单不存在" description="链接缺少订单编号" />;
  return <OrderDetail orderRef={ref} />;
}

function OrderDetail({ orderRef }: { orderRef: ParkOrderRef }) {
  const detail = useQuery(orderDetailQuery(orderRef));
  if (!detail.isSuccess) {
    return <QueryState query={detail} failed="订单加载失败" gone="订单不存在或已失效" loading={<Loading />} />;
  }
  const order = detail.data;
  return (
    <div className={styles.page}>
      <Summary order={order} />
      <Section title="停车信息">
        <Facts
          rows={[
            ['停车场', order.parkName],
            ['车牌号', order.formatPlateNo],
            ['入场时间', formatShanghaiMinute(order.parkStartTime) || '--'],
            [order.berthCode ? '泊位' : '入场通道', order.berthCode ?? order.entryLaneName ?? '--'],
            ['出场时间', formatShanghaiMinute(order.parkEndTime) || '--'],
            ...(order.exitLaneName ? [['出场通道', order.exitLaneName] as [string, string]] : []),
            ['停车时长', formatDuration(order.parkDuration)],
          ]}
        />
      </Section>
      <Section title="费用">
        <Facts
          rows={[
            ['停车费', formatFen(order.parkFee)],
            ['已缴', formatFen(order.paidFee)],
            ['待缴', <strong key="due">{formatFen(order.dueFee)}</strong>],
            ...(order.inFreePeriod ? [['免费时长', `${order.freeMinutes}分钟内免费`] as [string, string]] : []),
            ...(order.graceUntil
              ? [['离场截止', formatShanghaiMinute(order.graceUntil) || '--'] as [string, string]]
              : []),
            ...(order.nextChangeAt && order.state === 'parked'
              ? [['费用变化', `${formatShanghaiMinute(order.nextChangeAt) || '--'} 后增加`] as [string, string]]
              : []),
          ]}
        />
        <ul className={styles.labels} aria-label="收费规则">
          {order.feeRuleLabels.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
      </Section>
      {order.owned && <PayRecords orderRef={orderRef} />}
      {order.owned && <Actions order={order} />}
    </div>
  );
}

/** The hero: for a paid car still in the park, 已缴费 and the time to leave; otherwise what is due (or the fee). */
function Summary({ order }: { order: ParkOrderDetail }) {
  const paid = leaveBy(order, useNow());
  if (paid) {
    return (
      <section className={styles.summary}>
        <span className={styles.badge}>已缴费</span>
        <p className={styles.amount}>{paid.clock} 前离场</p>
        <p className={styles.caption}>
          还剩 {paid.minutesLeft} 分钟 · 已缴 {formatFen(order.paidFee)}
        </p>
      </section>
    );
  }
  return (
    <section className={styles.summary}>
      <span className={styles.badge}>{order.stateText}</span>
      <p className={styles.amount}>{formatFen(order.dueFee > 0 ? order.dueFee : order.parkFee)}</p>
      <p className={styles.caption}>{order.dueFee > 0 ? '待缴金额' : '停车费用'}</p>
    </section>
  );
}

function PayRecords({ orderRef }: { orderRef: ParkOrderRef }) {
  const records = useQuery(payRecordsQuery(orderRef));
  if (!records.data || records.data.length === 0) return null;
  return (
    <Section title="缴费记录">
      <Facts
        rows={records.data.map((r) => [
          `${formatShanghaiMinute(r.payTime) || '--'} ${r.payChannelText || payChannelLabel[r.payChannel as 2] || ''}`,
          formatFen(r.payFee),
        ])}
      />
    </Section>
  );
}

function Actions({ order }: { order: ParkOrderDetail }) {
  const navigate = useNavigate();
  const endParking = useEndParking();
  const query = orderQuery(order);
  const hasScreen = useHasScreen();
  const pay = () => navigate(href(screen.payPage, { ...query, isArreas: order.state === 'arrears' ? 1 : undefined }));
  return (
    <div className={styles.actions}>
      {order.payable && (
        <Button block color="primary" onClick={pay}>
          {order.state === 'arrears' ? '立即补缴' : '去缴费'}
        </Button>
      )}
      {order.canActiveCarOut && (
        <Button block color="primary" loading={endParking.pending} onClick={() => void endParking.end(order)}>
          结束停车
        </Button>
      )}
      <Button block onClick={() => navigate(href(screen.parkingRecordDetail, query))}>
        查看出入场图片
      </Button>
      {order.paidFee > 0 && hasScreen(Paths.INVOICE_BILLS) && (
        <Button block onClick={() => navigate(Paths.INVOICE_BILLS)}>
          开发票
        </Button>
      )}
      {order.parkFee > 0 && (
        <Button block fill="none" onClick={() => navigate(href(screen.billComplain, query))}>
          对账单有疑问？去申诉
        </Button>
      )}
    </div>
  );
}
