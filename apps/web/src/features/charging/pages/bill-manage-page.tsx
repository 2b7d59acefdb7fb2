import { ChargingListType, formatFen, type ChargingOrderItem } from '@parking/contracts';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import layout from '../../../components/card-page.module.css';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { href } from '../../../lib/paths';
import { STATIONS_FROM_HOME } from '../../../lib/map-links';
import { ordersQuery } from '../api/charging';
import { OrderItemsSkeleton } from '../components/charging-skeletons';
import styles from '../components/charging.module.css';
import { PlateText } from '../../../components/plate-text';
import * as screen from '../../../lib/screen-paths.gen';

const TABS = [
  { type: ChargingListType.ALL, title: '全部' },
  { type: ChargingListType.ONGOING, title: '进行中' },
  { type: ChargingListType.DONE, title: '已完成' },
];

/** /chargeBillManage: the driver's charging orders, newest first; each opens its progress or bill. */
export default function BillManagePage() {
  const [tab, setTab] = useState<number>(ChargingListType.ALL);
  const orders = useQuery(ordersQuery(tab));
  const navigate = useNavigate();
  return (
    <div className={layout.page}>
      <div className={styles.options} role="tablist" aria-label="订单状态">
        {TABS.map((t) => (
          <button
            key={t.type}
            type="button"
            role="tab"
            className={styles.option}
            aria-selected={tab === t.type}
            onClick={() => setTab(t.type)}
          >
            {t.title}
          </button>
        ))}
      </div>
      <div style={{ height: 12 }} />
      {!orders.isSuccess ? (
        <QueryState query={orders} failed="充电订单加载失败" loading={<OrderItemsSkeleton label="充电订单加载中" />} />
      ) : orders.data.results.length === 0 ? (
        <PageState
          illustration="orders"
          title="暂无充电订单"
          action={{
            text: '去充电',
            onClick: () => void navigate(href(screen.map, { isFromHome: STATIONS_FROM_HOME })),
          }}
        />
      ) : (
        orders.data.results.map((o) => <OrderItem key={o.orderNo} order={o} />)
      )}
    </div>
  );
}

function OrderItem({ order: o }: { order: ChargingOrderItem }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={styles.item}
      onClick={() => void navigate(href(screen.chargeBillDetail, { orderNo: o.orderNo }))}
    >
      <span className={styles.itemHead}>
        <span>{o.stationName}</span>
        <span>{o.orderStateText}</span>
      </span>
      <p className={styles.itemMeta}>
        {o.deviceName} {o.gunName}
        {o.plateNo && (
          <>
            {' · '}
            <PlateText plateNo={o.plateNo} />
          </>
        )}
        <br />
        {formatShanghaiMinute(o.homeStartTime) || '--'} · {o.kwh}度 ·{' '}
        <span className={styles.strong}>{formatFen(o.amountFen)}</span>
      </p>
    </button>
  );
}
