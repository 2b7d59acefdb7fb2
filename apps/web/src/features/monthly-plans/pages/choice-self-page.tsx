import { useNavigate, useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { useMyPlates } from '../api/monthly-plan-screens';
import styles from '../../../components/offer-page.module.css';
import * as screen from '../../../lib/screen-paths.gen';
import { href } from '../../../lib/paths';

/**
 * /choiceSelf?parkId(&startDate): choose one of the driver's own cars for a plan application; the application (/mounthlyNotarize)
 * opens again with that plate filled in.
 */
export default function ChoiceSelfPage() {
  const [search] = useSearchParams();
  const plates = useMyPlates();
  const navigate = useNavigate();
  const back = (plateNo?: string) => {
    // Back to the application with what it had (the park, a booked start day) and the plate chosen.
    const had = (name: string) => search.get(name) ?? undefined;
    const query = { parkId: had('parkId') ?? '', startDate: had('startDate'), plateNo: plateNo || had('plateNo') };
    void navigate(href(screen.mounthlyNotarize, query), { replace: true });
  };
  if (!plates.isSuccess) return <QueryState query={plates} failed="车辆加载失败" />;
  if (plates.data.results.length === 0) {
    return (
      <PageState
        title="暂无绑定车辆"
        illustration="car"
        action={{ text: '添加车辆', onClick: () => void navigate(screen.addCar) }}
        secondaryAction={{ text: '手动输入车牌', onClick: () => back() }}
      />
    );
  }
  return (
    <div className={styles.page}>
      <ul className={styles.list} aria-label="选择车辆">
        {plates.data.results.map((plate) => (
          <li key={plate.plateId}>
            <button type="button" className={styles.card} onClick={() => back(plate.plateNo)}>
              <p className={styles.name}>{plate.formatPlateNo}</p>
              <p className={styles.meta}>{plate.isDefault ? '默认车辆' : '已绑定'}</p>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
