import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import { Link } from 'react-router';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { useCreditEvents } from '../api/sharing';
import styles from '../components/sharing.module.css';
import * as screen from '../../../lib/screen-paths.gen';
import { href } from '../../../lib/paths';

/** /integralList: every score event, newest first, each with its reason. */
export default function CreditListPage() {
  const events = useCreditEvents();
  if (!events.isSuccess) return <QueryState query={events} failed="信用分明细加载失败" />;
  if (events.data.results.length === 0) return <PageState title="暂无信用分变动" illustration="list" />;
  return (
    <ul className={styles.list} aria-label="信用分明细">
      {events.data.results.map((e) => (
        <li key={e.eventId}>
          <Link className={`${styles.card} ${styles.row}`} to={href(screen.integralResult, { eventId: e.eventId })}>
            <span>
              <span className={styles.name}>{e.reason}</span>
              <br />
              <span className={styles.meta}>{formatShanghaiMinute(e.at)}</span>
            </span>
            <span className={e.points < 0 ? styles.minus : styles.plus}>
              {e.points > 0 ? `+${e.points}` : e.points}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
