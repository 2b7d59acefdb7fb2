import { formatPlateNo } from '@parking/contracts';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import { useQuery } from '@tanstack/react-query';
import Tag from 'antd-mobile/es/components/tag';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { Facts, Section } from '../../../components/section';
import { applicationQuery } from '../api/applications';
import styles from '../components/apply.module.css';
import { ApplyPaths } from '../lib/paths';
import { stateColor } from '../lib/state';

const HEADLINE = {
  pending: { title: '申请已提交', text: '我们将尽快审核，审核结果可在申请记录中查看' },
  approved: { title: '申请已通过', text: '优惠已生效' },
  rejected: { title: '申请未通过', text: '可根据驳回原因修改后重新申请' },
  expired: { title: '优惠已过期', text: '如仍符合条件，可重新申请' },
} as const;

/** /userApply/result?applicationId (申请结果, decision 041): after submitting, and from the history: state and details. */
export default function ResultPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const applicationId = search.get('applicationId') ?? '';
  const valid = /^[0-9a-f-]{36}$/i.test(applicationId);
  const application = useQuery({ ...applicationQuery(applicationId), enabled: valid });
  const toHistory = { text: '查看申请记录', onClick: () => void navigate(ApplyPaths.HISTORY, { replace: true }) };
  if (!valid) return <PageState title="申请不存在" action={toHistory} />;
  if (!application.isSuccess) return <QueryState query={application} failed="申请结果加载失败" />;
  const a = application.data;
  const headline = HEADLINE[a.state];
  const rows: [string, React.ReactNode][] = [
    ['申请编号', a.applicationNo],
    ['申请项目', a.programmeName],
    ['申请车辆', formatPlateNo(a.plateNo)],
    ['申请人', a.applicantName],
    ['身份证号', a.idNumberMasked],
    ['提交时间', formatShanghaiMinute(a.createdAt)],
  ];
  if (a.validFrom && a.validUntil) {
    rows.push(['有效期', `${formatShanghaiMinute(a.validFrom)} 至 ${formatShanghaiMinute(a.validUntil)}`]);
  }
  if (a.state === 'rejected' && a.rejectReason) rows.push(['驳回原因', a.rejectReason]);
  return (
    <div className={styles.page}>
      <section className={styles.result} aria-label="申请状态">
        <Tag color={stateColor(a.state)}>{a.stateText}</Tag>
        <h2 className={styles.title}>{headline.title}</h2>
        <p className={styles.muted}>{headline.text}</p>
        {a.state === 'approved' && <p className={styles.benefit}>{a.benefitText}</p>}
      </section>
      <Section title="申请信息">
        <Facts rows={rows} />
      </Section>
      <div className={styles.footer}>
        <Button block onClick={toHistory.onClick}>
          查看申请记录
        </Button>
        {(a.state === 'rejected' || a.state === 'expired') && (
          <Button variant="outline" block onClick={() => void navigate(ApplyPaths.INDEX)}>
            重新申请
          </Button>
        )}
      </div>
    </div>
  );
}
