import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useMenuConfig } from '../../../api/basic/menu-config';
import { plateCountQuery } from '../../../api/driver/plate-count';
import { Button } from '../../../components/button';
import { featureOn } from '../../../lib/menu-gates';
import { Paths } from '../../../lib/paths';
import { ArrearsBanner } from './arrears-banner';
import { ParkingCards } from './parking-cards';
import section from './home-section.module.css';
import styles from './home-parking.module.css';

/** The add-vehicle prompt when the driver has no plate (spec section 4). */
function AddVehiclePrompt() {
  const navigate = useNavigate();
  return (
    <div className={styles.prompt}>
      <span>绑定车辆后，可在此查看在停车辆与待缴费用</span>
      <Button size="small" onClick={() => navigate(Paths.ADD_CAR)}>
        添加车辆
      </Button>
    </div>
  );
}

/**
 * What a signed-in driver sees first, above the banner and the menu (what is owed now comes first): arrears to pay, and their parked vehicles (when the dealer shows parking
 * charges on home), or the prompt to add a vehicle when they have none.
 */
export function HomeParking() {
  const config = useMenuConfig();
  const plates = useQuery(plateCountQuery());
  if (plates.data?.count === 0) {
    return (
      <section className={section.card} aria-label="我的车辆">
        <AddVehiclePrompt />
      </section>
    );
  }
  return (
    <>
      <ArrearsBanner />
      {featureOn('homeParkingCharge', config.data) && (
        <section className={section.card} aria-labelledby="home-parking-title">
          <header className={section.head}>
            <h2 id="home-parking-title" className={section.title}>
              在停车辆
            </h2>
            <Link className={section.more} to={Paths.ORDER_RECORD}>
              全部订单 ›
            </Link>
          </header>
          <ParkingCards />
        </section>
      )}
    </>
  );
}
