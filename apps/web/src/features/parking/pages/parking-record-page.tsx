import type { OrderPlate } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { LightTabs } from '../../../components/light-tabs';
import { Paths } from '../../../lib/paths';
import styles from './parking-record-page.module.css';
import { PageState } from '../../../components/page-state';
import { driverPlatesQuery, ordersByPlateQuery } from '../api/park-orders';
import { OrderList } from '../components/order-list';
import { OrderCardSkeleton } from '../components/order-card';
import { QueryState } from '../../../components/query-state';
import { SkeletonBar } from '../../../components/skeleton-bar';
import * as screen from '../../../lib/screen-paths.gen';

const keyOf = (p: Pick<OrderPlate, 'plateNo' | 'plateColor'>) => `${p.plateNo}${p.plateColor === 2 ? ':2' : ''}`;

/**
 * The screen while the plates are asked (issue 25): the plate chooser's row with grey chips as high as the plates'
 * (drawn with LightTabs' classes, not as tabs: nothing to choose yet), and the list's grey cards below.
 */
function RecordFrame() {
  return (
    <div role="status" aria-busy="true" aria-label="停车记录加载中">
      <div className={`adm-capsule-tabs ${styles.plates}`}>
        <div className="adm-capsule-tabs-header">
          <div className="adm-capsule-tabs-tab-list">
            {['5.5em', '6em'].map((width) => (
              <span key={width} className="adm-capsule-tabs-tab-wrapper">
                <span className="adm-capsule-tabs-tab">
                  <SkeletonBar width={width} />
                </span>
              </span>
            ))}
          </div>
        </div>
      </div>
      <OrderCardSkeleton />
      <OrderCardSkeleton />
      <OrderCardSkeleton />
    </div>
  );
}

/** /parkingRecord: the stays of each of the driver's plates (the default plate first), with their pictures a tap away. */
export default function ParkingRecordPage() {
  const plates = useQuery(driverPlatesQuery());
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  if (!plates.isSuccess) return <QueryState query={plates} failed="车辆加载失败" loading={<RecordFrame />} />;
  if (plates.data.length === 0) {
    return (
      <PageState
        illustration="car"
        title="暂无绑定车辆"
        description="绑定车辆后可查看停车记录"
        action={{ text: '添加车辆', onClick: () => void navigate(Paths.ADD_CAR) }}
      />
    );
  }
  const selected = plates.data.find((p) => keyOf(p) === search.get('plate')) ?? plates.data[0]!;
  return (
    <div>
      <LightTabs
        kind="capsule"
        aria-label="车辆"
        tabs={plates.data.map((p) => ({ key: keyOf(p), title: p.formatPlateNo }))}
        activeKey={keyOf(selected)}
        onChange={(key) => setSearch({ plate: key }, { replace: true })}
        className={styles.plates}
      />
      <OrderList
        key={keyOf(selected)}
        query={ordersByPlateQuery(selected.plateNo, selected.plateColor ?? undefined)}
        empty="该车辆暂无停车记录"
        detailPath={screen.parkingRecordDetail}
      />
    </div>
  );
}
