import { formatPlateNo } from '@parking/contracts';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import { useInfiniteQuery } from '@tanstack/react-query';
import Tag from 'antd-mobile/es/components/tag';
import { useNavigate } from 'react-router';
import { LoadMore } from '../../../components/load-more';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { myApplicationsQuery } from '../api/applications';
import styles from '../components/apply.module.css';
import { ApplyPaths, resultPath } from '../lib/paths';
import { stateColor } from '../lib/state';

/** /userApply/history (申请记录, decision 041): the driver's applications, newest first, with their states. */
export default function HistoryPage() {
  const navigate = useNavigate();
  const applications = useInfiniteQuery(myApplicationsQuery());
  if (!applications.isSuccess) return <QueryState query={applications} failed="申请记录加载失败" />;
  const rows = applications.data.pages.flatMap((p) => p.results);
  if (rows.length === 0) {
    return (
      <PageState
        title="暂无申请记录"
        illustration="list"
        action={{ text: '去申请', onClick: () => void navigate(ApplyPaths.INDEX) }}
      />
    );
  }
  return (
    <div className={styles.page}>
      <ul className={styles.list} aria-label="申请记录">
        {rows.map((a) => (
          <li key={a.applicationId}>
            <button type="button" className={styles.row} onClick={() => void navigate(resultPath(a.applicationId))}>
              <span className={styles.rowMain}>
                <strong>{a.programmeName}</strong>
                <span className={styles.muted}>
                  {formatPlateNo(a.plateNo)} · {formatShanghaiMinute(a.createdAt)}
                </span>
                {a.state === 'rejected' && a.rejectReason && (
                  <span className={styles.reason}>原因：{a.rejectReason}</span>
                )}
              </span>
              <Tag color={stateColor(a.state)}>{a.stateText}</Tag>
            </button>
          </li>
        ))}
      </ul>
      <LoadMore pages={applications} />
    </div>
  );
}
