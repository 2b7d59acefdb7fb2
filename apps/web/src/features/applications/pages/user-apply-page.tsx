import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { SkeletonBar, SkeletonLine } from '../../../components/skeleton-bar';
import { programmesQuery } from '../api/applications';
import styles from '../components/apply.module.css';
import { ApplyPaths, checkInPath } from '../lib/paths';

/**
 * /userApply (优惠申请, decision 041): the dealer's special-group benefit programmes — who may apply, what an approval
 * gives and for how long — each with 立即申请, and the way to the driver's applications. While they are asked the
 * page is its frame: two programme cards in grey bars (no 立即申请 before there is a programme) above 我的申请记录,
 * which works without them.
 */
export default function UserApplyPage() {
  const navigate = useNavigate();
  const programmes = useQuery(programmesQuery());
  const history = (
    <Button variant="outline" block onClick={() => void navigate(ApplyPaths.HISTORY)}>
      我的申请记录
    </Button>
  );
  if (!programmes.isSuccess) {
    return (
      <QueryState
        query={programmes}
        failed="申请项目加载失败"
        loading={
          <div className={styles.page} aria-busy="true">
            <ul className={styles.list} aria-label="可申请的优惠">
              {[0, 1].map((i) => (
                <li key={i} className={styles.card}>
                  <SkeletonLine className={styles.title} width="8em" />
                  <SkeletonLine className={styles.benefit} width="14em" />
                  <SkeletonLine className={styles.muted} width="18em" />
                  <SkeletonLine className={styles.muted} width="9em" />
                  <SkeletonBar width="100%" height={44} round />
                </li>
              ))}
            </ul>
            <div className={styles.footer}>{history}</div>
          </div>
        }
      />
    );
  }
  if (programmes.data.length === 0) {
    return (
      <PageState title="暂无可申请的优惠" description="当前平台暂未开放特殊群体优惠申请" illustration="list">
        {history}
      </PageState>
    );
  }
  return (
    <div className={styles.page}>
      <ul className={styles.list} aria-label="可申请的优惠">
        {programmes.data.map((p) => (
          <li key={p.programmeId} className={styles.card}>
            <h2 className={styles.title}>{p.name}</h2>
            <p className={styles.benefit}>{p.benefitText}</p>
            <p className={styles.muted}>{p.description}</p>
            <p className={styles.muted}>审核通过后 {p.validDays} 天内有效</p>
            <Button block onClick={() => void navigate(checkInPath(p.programmeId))}>
              立即申请
            </Button>
          </li>
        ))}
      </ul>
      <div className={styles.footer}>{history}</div>
    </div>
  );
}
