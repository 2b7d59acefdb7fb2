import { ParkOrderRequestType, StorageKey } from '@parking/contracts';
import Button from 'antd-mobile/es/components/button';
import Grid from 'antd-mobile/es/components/grid';
import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { browserStore } from '../../../lib/storage';
import { useEndParking } from '../hooks/use-end-parking';
import { parkOrdersQuery } from '../api/park-orders';
import { OrderList } from '../components/order-list';
import styles from './road-parking.module.css';
import * as screen from '../../../lib/screen-paths.gen';

export const RoadPaths = {
  INDEX: screen.roadParkingIndex,
  PLATES: screen.roadParkingPalteList,
  RECORDS: screen.roadParkingParkingList,
  ADD_CAR: screen.roadParkingAddCar,
} as const;

/** /roadParking: the road parking section opens on its index (spec section 2). */
export function RoadParkingRedirect() {
  const [search] = useSearchParams();
  const query = search.toString();
  return <Navigate to={`${RoadPaths.INDEX}${query ? `?${query}` : ''}`} replace />;
}

/**
 * /roadParking/index: the driver's cars at road-side berths now, each with "结束停车" (driverActiveCarOut). A scan of
 * a collector's code opens it with ?collectorCode=…, which is kept so payments can credit the collector.
 */
export default function RoadParkingPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const endParking = useEndParking().end;
  const scanned = search.get('collectorCode');
  useEffect(() => {
    if (scanned) browserStore.set(StorageKey.collectorCode, scanned);
  }, [scanned]);
  const collector = scanned ?? browserStore.get(StorageKey.collectorCode);

  return (
    <div>
      <section className={styles.hero}>
        <h2 className={styles.heroTitle}>路内停车</h2>
        <p className={styles.heroText}>{collector ? `收费员 ${collector} 为您服务` : '离开泊位后可自助结束停车'}</p>
        <Grid columns={2} gap={12} className={styles.entries}>
          <Grid.Item>
            <Button block onClick={() => navigate(RoadPaths.PLATES)}>
              我的车牌
            </Button>
          </Grid.Item>
          <Grid.Item>
            <Button block onClick={() => navigate(RoadPaths.RECORDS)}>
              停车记录
            </Button>
          </Grid.Item>
        </Grid>
      </section>
      <h3 className={styles.heading}>正在停车</h3>
      <OrderList
        query={parkOrdersQuery(ParkOrderRequestType.PARKING, 'roadSide')}
        empty="暂无路内停车"
        actions={(order) =>
          order.state === 'parked' ? (
            <Button size="small" color="primary" onClick={() => void endParking(order)}>
              结束停车
            </Button>
          ) : null
        }
      />
    </div>
  );
}
