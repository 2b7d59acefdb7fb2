import { ChargingListType, ChargingOrderRoutes, formatFen } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api } from '../../../api/client';
import { useMenuConfig } from '../../../api/basic/menu-config';
import { featureOn } from '../../../lib/menu-gates';
import { href } from '../../../lib/paths';
import section from './home-section.module.css';
import styles from './home-charging.module.css';
import { PlateText } from '../../../components/plate-text';
import * as screen from '../../../lib/screen-paths.gen';

/** While an order charges the card reads it again this often (the order's own page has the live stream). */
const CHARGING_REFRESH_MS = 5_000;

/**
 * The driver's charging orders going on (spec sections 1 and 4: a card without plateId refreshes the charging order
 * list), however they started — in the app, by a charging card or by the car's VIN (plug and charge: the driver first
 * learns of it here). Nothing is shown when none is going on.
 */
export function HomeCharging() {
  const config = useMenuConfig();
  const on = featureOn('charging', config.data);
  const orders = useQuery({
    queryKey: ['driver', 'charging', 'orders', 'home'] as const,
    queryFn: ({ signal }) =>
      api.call(ChargingOrderRoutes.chargingOrders, {
        query: { requestType: ChargingListType.ONGOING, pageNo: 1, pageSize: 3 },
        signal,
      }),
    enabled: on,
    refetchInterval: (query) => ((query.state.data?.results.length ?? 0) > 0 ? CHARGING_REFRESH_MS : false),
  });
  const results = orders.data?.results ?? [];
  if (!on || results.length === 0) return null;
  return (
    <section className={section.card} aria-labelledby="home-charging-title">
      <header className={section.head}>
        <h2 id="home-charging-title" className={section.title}>
          充电中的订单
        </h2>
        <Link className={section.more} to={screen.chargeBillManage}>
          全部订单 ›
        </Link>
      </header>
      {results.map((o) => (
        <Link key={o.orderNo} className={styles.order} to={href(screen.chargingResults, { orderNo: o.orderNo })}>
          <span className={styles.line}>
            <span>
              {o.stationName} {o.gunName}
            </span>
            <span className={styles.state}>{o.orderStateText}</span>
          </span>
          <p className={styles.meta}>
            {o.plateNo && (
              <>
                <PlateText plateNo={o.plateNo} />
                {' · '}
              </>
            )}
            {o.kwh}度 · {formatFen(o.amountFen)}
          </p>
        </Link>
      ))}
    </section>
  );
}
