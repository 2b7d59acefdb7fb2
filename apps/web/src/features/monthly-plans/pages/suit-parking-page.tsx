import { formatDistance, type BagRulePark } from '@parking/contracts';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { usePlanParks, useMonthlyPlanRules } from '../api/monthly-plan-screens';
import { driverPosition } from '../lib/position';
import styles from '../../../components/offer-page.module.css';

function ParkList({ parks }: { parks: BagRulePark[] }) {
  return (
    <div className={styles.page}>
      <ul className={styles.list} aria-label="适用停车场">
        {parks.map((park) => (
          <li key={park.parkId} className={styles.card}>
            <p className={styles.name}>{park.parkName}</p>
            <p className={styles.meta}>
              {park.parkAddr}
              {park.distance !== null ? ` · ${formatDistance(park.distance)}` : ''}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

function PlanParks({ planId }: { planId: string }) {
  const parks = usePlanParks(planId);
  if (!parks.isSuccess) return <QueryState query={parks} failed="适用停车场加载失败" gone="月卡不存在" />;
  return <ParkList parks={parks.data.results} />;
}

function RuleParks({ groupId }: { groupId: string }) {
  const { lat, lng } = driverPosition();
  const rules = useMonthlyPlanRules({ groupId, destLat: lat, destLng: lng });
  if (!rules.isSuccess) return <QueryState query={rules} failed="适用停车场加载失败" gone="月卡规则不存在" />;
  return <ParkList parks={rules.data.results[0]?.parks ?? []} />;
}

/** /suitParking?planId (a plan of the driver's) or ?groupId (a rule): the parks where it lets the car in free. */
export default function SuitParkingPage() {
  const [search] = useSearchParams();
  const planId = search.get('planId');
  return planId ? <PlanParks planId={planId} /> : <RuleParks groupId={search.get('groupId') ?? ''} />;
}
