import type { BagPlan } from '@parking/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from '../../../components/offer-page.module.css';
import { PlateList } from '../../../components/plate-text';

/** A plan in a list of offer cards, opening `to`: its park and kind, its plates, then `children` (its meta lines). */
export function PlanLink({
  plan,
  to,
  children,
}: {
  plan: Pick<BagPlan, 'parkName' | 'kindName' | 'plates'>;
  to: string;
  children: ReactNode;
}) {
  return (
    <li>
      <Link className={styles.card} to={to}>
        <p className={styles.name}>
          {plan.parkName} · {plan.kindName}
        </p>
        <p className={styles.meta}>
          <PlateList plates={plan.plates} />
        </p>
        {children}
      </Link>
    </li>
  );
}
