import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { QueryState } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { useCreditResult } from '../api/sharing';
import styles from '../components/sharing.module.css';
import { creditNote } from '../lib/credit';
import * as screen from '../../../lib/screen-paths.gen';

/** /integralResult ?eventId: one score change, why, and the score (and sharing) it leaves the driver with. */
export default function CreditResultPage() {
  const [search] = useSearchParams();
  const result = useCreditResult(search.get('eventId') ?? '');
  const navigate = useNavigate();
  if (!result.isSuccess) return <QueryState query={result} failed="信用分记录加载失败" />;
  const { event, score, allow } = result.data;
  return (
    <div className={styles.page}>
      <Section title="信用分变动">
        <p className={`${styles.score} ${event.points < 0 ? styles.minus : styles.plus}`} aria-label="变动分值">
          {event.points > 0 ? `+${event.points}` : event.points}
        </p>
        <p className={styles.name}>{event.reason}</p>
        <p className={styles.meta}>{formatShanghaiMinute(event.at)}</p>
      </Section>
      <Section title="当前信用分">
        <p className={styles.name} aria-label="当前分值">
          {score}
        </p>
        <p className={styles.meta}>{creditNote(allow)}</p>
      </Section>
      <div className={styles.actions}>
        <Button block onClick={() => void navigate(allow ? screen.wrongTimeShare : screen.violationRecord)}>
          {allow ? '去错时共享' : '查看违规记录'}
        </Button>
        <Button block variant="outline" onClick={() => void navigate(screen.integralRules)}>
          信用分规则
        </Button>
      </div>
    </div>
  );
}
