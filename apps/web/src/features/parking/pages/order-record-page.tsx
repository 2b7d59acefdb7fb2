import { ParkOrderRequestType } from '@parking/contracts';
import { useSearchParams } from 'react-router';
import { LightTabs } from '../../../components/light-tabs';
import { parkOrdersQuery } from '../api/park-orders';
import { OrderList } from '../components/order-list';

const TABS = [
  { key: ParkOrderRequestType.ALL, title: '全部', empty: '暂无停车订单' },
  { key: ParkOrderRequestType.PARKING, title: '停车中', empty: '暂无在停车辆' },
  { key: ParkOrderRequestType.ARREARS, title: '待补缴', empty: '暂无待补缴订单' },
  { key: ParkOrderRequestType.FINISHED, title: '已完成', empty: '暂无已完成订单' },
];

/** /orderRecord: the driver's parking orders by state (requestType); the tab is kept in the URL. */
export default function OrderRecordPage() {
  const [search, setSearch] = useSearchParams();
  const active = TABS.find((t) => String(t.key) === search.get('requestType')) ?? TABS[0]!;
  return (
    <div>
      <LightTabs
        kind="line"
        aria-label="停车订单"
        tabs={TABS.map((tab) => ({ key: String(tab.key), title: tab.title }))}
        activeKey={String(active.key)}
        onChange={(key) => setSearch({ requestType: key }, { replace: true })}
        style={{ background: '#fff', position: 'sticky', top: 0, zIndex: 1 }}
      />
      <OrderList key={active.key} query={parkOrdersQuery(active.key)} empty={active.empty} />
    </div>
  );
}
