import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { ticketQuery } from '../api/support';
import { TicketView } from '../components/ticket-view';

/** /customerService/feedDetail?ticketId (反馈详情): the steps, the conversation, adding to it, rating, reopening once. */
export default function FeedDetailPage() {
  const [search] = useSearchParams();
  const ticketId = search.get('ticketId') ?? '';
  if (!/^[0-9a-f-]{36}$/i.test(ticketId)) return <PageState title="反馈不存在" description="链接缺少反馈编号" />;
  return <Detail ticketId={ticketId} />;
}

function Detail({ ticketId }: { ticketId: string }) {
  const ticket = useQuery(ticketQuery(ticketId));
  if (!ticket.isSuccess) return <QueryState query={ticket} failed="反馈加载失败" />;
  return <TicketView ticket={ticket.data} />;
}
