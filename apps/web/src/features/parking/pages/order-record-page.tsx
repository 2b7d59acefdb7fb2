import { ParkOrderRequestType } from '@parking/contracts';
import Tabs from 'antd-mobile/es/components/tabs';
import { useSearchParams } from 'react-router';
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
      <Tabs
        activeKey={String(active.key)}
        onChange={(key) => setSearch({ requestType: key }, { replace: true })}
        style={{ background: '#fff', position: 'sticky', top: 0, zIndex: 1 }}
      >
        {TABS.map((tab) => (
          <Tabs.Tab key={String(tab.key)} title={tab.title} />
        ))}
      </Tabs>
      <OrderList key={active.key} query={parkOrdersQuery(active.key)} empty={active.empty} />
    </div>
  );
}
