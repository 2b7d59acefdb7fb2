import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import { useInfiniteQuery } from '@tanstack/react-query';
import Tag from 'antd-mobile/es/components/tag';
import { useNavigate } from 'react-router';
import { LoadMore } from '../../../components/load-more';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { myTicketsQuery } from '../api/support';
import { Section } from '../../../components/section';
import styles from '../components/support.module.css';
import { statusColor } from '../lib/status';
import { SupportPaths, ticketDetailPath } from '../lib/support-paths';

/** /customerService/feedHistory (我的反馈): the driver's consultations, feedback and appeals, newest first. */
export default function FeedHistoryPage() {
  const navigate = useNavigate();
  const tickets = useInfiniteQuery(myTicketsQuery());
  if (!tickets.isSuccess) return <QueryState query={tickets} failed="反馈记录加载失败" />;
  const rows = tickets.data.pages.flatMap((p) => p.results);
  if (rows.length === 0) {
    return (
      <PageState
        title="暂无反馈记录"
        description="遇到问题可以随时联系客服"
        action={{ text: '去咨询', onClick: () => void navigate(SupportPaths.INDEX) }}
      />
    );
  }
  return (
    <div className={styles.page}>
      <Section>
        <ul className={styles.list}>
          {rows.map((ticket) => (
            <li key={ticket.ticketId}>
              <button
                type="button"
                className={styles.row}
                onClick={() => void navigate(ticketDetailPath(ticket.ticketId))}
              >
                <span className={styles.rowMain}>
                  <strong>{ticket.title}</strong>
                  <span className={styles.muted}>
                    {ticket.ticketNo} · {formatShanghaiMinute(ticket.createdAt)}
                  </span>
                </span>
                <Tag color={statusColor(ticket.status)}>{ticket.statusText}</Tag>
              </button>
            </li>
          ))}
        </ul>
        <LoadMore pages={tickets} />
      </Section>
    </div>
  );
}
