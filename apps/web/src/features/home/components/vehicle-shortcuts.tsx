import { useNavigate } from 'react-router';
import { usePlateCount } from '../../../api/driver/plate-count';
import { Paths } from '../../../lib/paths';
import styles from './vehicle-shortcuts.module.css';

/**
 * Pay by plate, and for a logged-in driver without vehicles the add-vehicle prompt (spec section 4: "when the plate
 * count is 0, an add-vehicle prompt shows"). Plain elements: the home page is the first screen, no UI library here.
 */
export function VehicleShortcuts({ loggedIn }: { loggedIn: boolean }) {
  const navigate = useNavigate();
  const plateCount = usePlateCount(loggedIn);
  return (
    <section className={styles.card} aria-label="车辆">
      <button type="button" className={styles.search} onClick={() => navigate(Paths.PLATE_SEARCH)}>
        <span className={styles.title}>车牌缴费</span>
        <span className={styles.hint}>输入车牌号，查询并缴纳停车费</span>
        <span className={styles.arrow} aria-hidden>
          ›
        </span>
      </button>
      {plateCount === 0 && (
        <div className={styles.prompt}>
          <span>您还没有绑定车辆，绑定后可在首页查看在停费用</span>
          <button type="button" className={styles.add} onClick={() => navigate(Paths.ADD_CAR)}>
            添加车辆
          </button>
        </div>
      )}
    </section>
  );
}
