import { useNavigate } from 'react-router';
import { useMenuConfig } from '../../../api/basic/menu-config';
import { menuGates } from '../../../lib/menu-gates';
import { Paths } from '../../../lib/paths';
import styles from './vehicle-shortcuts.module.css';

/**
 * Pay by plate from home (the add-vehicle prompt lives with the parked-vehicle cards in HomeParking), for a dealer
 * with payForOthers (lib/menu-gates); shown while the config loads, as most dealers have it, and hidden once it says
 * no. Plain elements: the home page is the first screen, no UI library here.
 */
export function VehicleShortcuts() {
  const navigate = useNavigate();
  const config = useMenuConfig().data;
  if (config && !menuGates.payByPlate(config)) return null;
  return (
    <section className={styles.card} aria-label="车辆">
      <button type="button" className={styles.search} onClick={() => navigate(Paths.PLATE_SEARCH)}>
        <span className={styles.title}>车牌缴费</span>
        <span className={styles.hint}>输入车牌号，查询并缴纳停车费</span>
        <span className={styles.arrow} aria-hidden>
          ›
        </span>
      </button>
    </section>
  );
}
