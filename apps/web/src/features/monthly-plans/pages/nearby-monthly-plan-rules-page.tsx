import { formatDistance, formatFen, type BagRule } from '@parking/contracts';
import { Link } from 'react-router';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { useMonthlyPlanRules } from '../api/monthly-plan-screens';
import { driverPosition } from '../lib/position';
import styles from '../../../components/offer-page.module.css';
import { href } from '../../../lib/paths';
import * as screen from '../../../lib/screen-paths.gen';

function RuleCard({ rule }: { rule: BagRule }) {
  return (
    <Section
      title={rule.name}
      extra={rule.distance !== null ? <span className={styles.meta}>{formatDistance(rule.distance)}</span> : undefined}
    >
      {rule.description && <p className={styles.meta}>{rule.description}</p>}
      <Link className={styles.card} to={href(screen.suitParking, { groupId: rule.groupId })}>
        适用 {rule.parks.length} 个停车场：{rule.parks.map((p) => p.parkName).join('、')}
      </Link>
      <ul className={styles.list} aria-label={`${rule.name}的月卡`}>
        {rule.products.map((p) => (
          <li key={p.productId}>
            <Link className={styles.card} to={href(screen.monthlyRuleNotice, { parkId: p.parkId })}>
              <p className={styles.name}>
                {p.kindName} · {p.vehicleClassName} <span className={styles.price}>{formatFen(p.priceFen)}</span>
              </p>
              <p className={styles.meta}>在{p.parkName}办理</p>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** /nearbyBagRules: plans valid across a group of parks (bagMultiRules), the rule with the nearest park first. */
export default function NearbyMonthlyPlanRulesPage() {
  const { lat, lng } = driverPosition();
  const rules = useMonthlyPlanRules({ destLat: lat, destLng: lng });
  if (!rules.isSuccess) return <QueryState query={rules} failed="月卡规则加载失败" />;
  if (rules.data.results.length === 0) return <PageState title="暂无多停车场通用月卡" illustration="list" />;
  return (
    <div className={styles.page}>
      {rules.data.results.map((rule) => (
        <RuleCard key={rule.groupId} rule={rule} />
      ))}
    </div>
  );
}
