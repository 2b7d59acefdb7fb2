import { formatDistance } from '@parking/contracts';
import { Link, Navigate } from 'react-router';
import { useMenuConfig } from '../../../api/basic/menu-config';
import { bagPlanModes } from '../../../lib/menu-gates';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { useNearbyMonthlyPlanParks } from '../api/monthly-plans';
import { driverPosition } from '../lib/position';
import styles from '../../../components/offer-page.module.css';
import { OfferListSkeleton } from '../../../components/offer-skeleton';
import { href } from '../../../lib/paths';
import * as screen from '../../../lib/screen-paths.gen';

const spaces = (n: number) => (n < 0 ? '名额充足' : n === 0 ? '名额已满' : `剩余 ${n} 个名额`);

/**
 * /nearbyBagParks: parks selling monthly plans, nearest first; a park opens its rules (/monthlyRuleNotice), then the
 * application. bagPlan 3 links the rules across parks; bagPlan 2 sells only those (decision 048).
 */
export default function NearbyMonthlyPlanParksPage() {
  const { lat, lng } = driverPosition();
  const config = useMenuConfig();
  const modes = config.data ? bagPlanModes(config.data) : { byPark: true, byRule: false };
  const parks = useNearbyMonthlyPlanParks(lat, lng);
  if (!modes.byPark && modes.byRule) return <Navigate to={screen.nearbyBagRules} replace />;
  const rules = modes.byRule && (
    <Link className={styles.card} to={screen.nearbyBagRules}>
      <p className={styles.name}>多停车场通用月卡</p>
      <p className={styles.meta}>一张月卡，规则内的停车场均可停</p>
    </Link>
  );
  if (!parks.isSuccess)
    return (
      <QueryState
        query={parks}
        failed="停车场加载失败"
        // The frame while the parks are asked (issue 25): the rules' card (the menu's setting is known), grey cards.
        loading={
          <div className={styles.page}>
            {rules}
            <OfferListSkeleton cards={3} label="停车场加载中" />
          </div>
        }
      />
    );
  if (parks.data.results.length === 0) {
    return (
      <PageState title="附近暂无可办理月卡的停车场" illustration="list">
        {rules}
      </PageState>
    );
  }
  return (
    <div className={styles.page}>
      {rules}
      <ul className={styles.list} aria-label="可办理月卡的停车场">
        {parks.data.results.map((park) => (
          <li key={park.parkId}>
            <Link className={styles.card} to={href(screen.monthlyRuleNotice, { parkId: park.parkId })}>
              <p className={styles.name}>{park.parkName}</p>
              <p className={styles.meta}>
                {park.parkAddr}
                {park.distance !== null ? ` · ${formatDistance(park.distance)}` : ''}
              </p>
              <p className={styles.meta}>{spaces(park.leftBagSpaceNum)}</p>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
