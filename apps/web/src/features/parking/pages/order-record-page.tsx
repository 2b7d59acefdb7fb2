import { ParkOrderRequestType } from '@parking/contracts';
import { OrderTabs, type OrderTab } from '../components/order-tabs';

const TABS: [OrderTab, ...OrderTab[]] = [
  { key: ParkOrderRequestType.ALL, title: '全部', empty: '暂无停车订单' },
  { key: ParkOrderRequestType.PARKING, title: '停车中', empty: '暂无在停车辆' },
  { key: ParkOrderRequestType.ARREARS, title: '待补缴', empty: '暂无待补缴订单' },
  { key: ParkOrderRequestType.FINISHED, title: '已完成', empty: '暂无已完成订单' },
];

/** /orderRecord: the driver's parking orders by state (requestType); the tab is kept in the URL. */
export default function OrderRecordPage() {
  return (
    <OrderTabs tabs={TABS} label="停车订单" style={{ background: '#fff', position: 'sticky', top: 0, zIndex: 1 }} />
  );
}
