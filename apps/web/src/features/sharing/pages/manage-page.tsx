import { formatFen, formatPlateNo } from '@parking/contracts';
import { Button } from '../../../components/button';
import { Link, useNavigate } from 'react-router';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { useShares } from '../api/sharing';
import styles from '../components/sharing.module.css';
import { kindPaths } from '../lib/kinds';
import * as screen from '../../../lib/screen-paths.gen';
import { href } from '../../../lib/paths';

/** /wrongTimeManage: the driver's packages and subscriptions, and the way to the violation record. */
export default function ManagePage() {
  const shares = useShares();
  const navigate = useNavigate();
  if (!shares.isSuccess) return <QueryState query={shares} failed="错时共享加载失败" />;
  return (
    <div className={styles.page}>
      {shares.data.results.length === 0 ? (
        <PageState
          title="暂无错时共享"
          illustration="car"
          action={{ text: '去办理', onClick: () => void navigate(screen.wrongTimeShare) }}
        />
      ) : (
        <ul className={styles.list} aria-label="我的错时共享">
          {shares.data.results.map((s) => (
            <li key={s.shareId}>
              <Link className={styles.card} to={href(kindPaths[s.kind].detail, { shareId: s.shareId })}>
                <p className={styles.name}>
                  {s.parkName} · {s.kindName} · {s.name}
                </p>
                <p className={styles.meta}>
                  {formatPlateNo(s.plateNo)} · {s.period} · {formatFen(s.priceFen)}
                </p>
                <p className={styles.meta}>
                  {s.statusText} · {s.scheduleText}
                </p>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button block variant="outline" onClick={() => void navigate(screen.violationRecord)}>
          违规记录
        </Button>
      </div>
    </div>
  );
}
