import { Button } from '../../../components/button';
import { useNavigate } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { useCreditScore } from '../api/sharing';
import styles from '../components/sharing.module.css';
import { creditNote } from '../lib/credit';
import { SkeletonBar, SkeletonLine } from '../../../components/skeleton-bar';
import * as screen from '../../../lib/screen-paths.gen';

/** /integral: the credit score; below 0 off-peak sharing is closed (spec section 5). */
export default function CreditPage() {
  const credit = useCreditScore();
  const navigate = useNavigate();
  const links = (
    <div className={styles.links}>
      <Button variant="outline" onClick={() => void navigate(screen.integralList)}>
        信用分明细
      </Button>
      <Button variant="outline" onClick={() => void navigate(screen.integralRules)}>
        信用分规则
      </Button>
    </div>
  );
  if (!credit.isSuccess)
    return (
      <QueryState
        query={credit}
        failed="信用分加载失败"
        // The frame while the score is asked (issue 25): the card's title, grey where the score and its line go.
        loading={
          <div className={styles.page}>
            <Section title="我的信用分">
              <p className={styles.score} role="status" aria-label="信用分加载中">
                <SkeletonBar width="1.5em" />
              </p>
              <SkeletonLine className={styles.meta} width="12em" />
            </Section>
            {links}
          </div>
        }
      />
    );
  const { score, allow } = credit.data;
  return (
    <div className={styles.page}>
      <Section title="我的信用分">
        <p className={`${styles.score} ${score < 0 ? styles.minus : ''}`} aria-label="信用分">
          {score}
        </p>
        <p className={styles.meta}>{creditNote(allow)}</p>
      </Section>
      {links}
    </div>
  );
}
