import { useNavigate } from 'react-router';
import { useMenuConfig } from '../../../api/basic/menu-config';
import { PageState } from '../../../components/page-state';
import { ParkCard } from '../../../components/park-card';
import { QueryState } from '../../../components/query-state';
import { parkOnMap } from '../../../lib/map-links';
import { menuGates } from '../../../lib/menu-gates';
import { useNearbyParks } from '../api/monthly-plan-screens';
import { driverPosition } from '../lib/position';
import styles from '../../../components/offer-page.module.css';
import * as screen from '../../../lib/screen-paths.gen';

/**
 * /balanceParks: parks where the balance pays (supportBalance / walletPlan: the balance is the dealer's, so every park
 * of the dealer takes it), nearest first; 搜索 opens /suitBalanceParks.
 */
export default function BalanceParksPage() {
  const { lat, lng } = driverPosition();
  const config = useMenuConfig();
  const parks = useNearbyParks({ destLat: lat, destLng: lng, radius: 20_000, pageNo: 1, pageSize: 30 });
  const navigate = useNavigate();
  if (!config.isSuccess) return <QueryState query={config} failed="加载失败" />;
  if (!menuGates.balance(config.data)) return <PageState title="当前平台未开通余额支付" illustration="list" />;
  if (!parks.isSuccess) return <QueryState query={parks} failed="停车场加载失败" />;
  return (
    <div className={styles.page}>
      <p className={styles.notice}>以下停车场的停车费、月卡均可使用余额支付</p>
      <button type="button" className={styles.card} onClick={() => void navigate(screen.suitBalanceParks)}>
        搜索停车场
      </button>
      {parks.data.results.length === 0 ? (
        <PageState title="附近暂无停车场" illustration="list" size="compact" />
      ) : (
        <div aria-label="余额适用停车场" role="list">
          {parks.data.results.map((park) => (
            <div role="listitem" key={park.parkId}>
              <ParkCard park={park} onOpen={(park) => void navigate(parkOnMap(park))} />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
