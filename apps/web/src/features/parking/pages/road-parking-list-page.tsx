import { ParkOrderRequestType } from '@parking/contracts';
import { parkOrdersQuery } from '../api/park-orders';
import { OrderList } from '../components/order-list';

/** /roadParking/parkingList: the driver's road-side stays, newest first. */
export default function RoadParkingListPage() {
  return <OrderList query={parkOrdersQuery(ParkOrderRequestType.ALL, 'roadSide')} empty="暂无路内停车记录" />;
}
