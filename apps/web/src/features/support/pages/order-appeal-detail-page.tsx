import type { OrderAppealSubject } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { orderAppealQuery } from '../api/support';
import { TicketView } from '../components/ticket-view';
import { appealFormPath, isOrderNo } from '../lib/support-paths';

/**
 * The appeal of one order as the driver follows it (/chargingAppealDetail?orderNo, /occupyAppealDetail?orderNo):
 * its newest appeal ticket, or the way to appeal when there is none.
 */
export function OrderAppealDetail({ subject }: { subject: OrderAppealSubject }) {
  const [search] = useSearchParams();
  const orderNo = search.get('orderNo') ?? '';
  if (!isOrderNo(orderNo)) return <PageState title="申诉不存在" description="链接缺少订单编号" />;
  return <Detail subject={subject} orderNo={orderNo} />;
}

function Detail({ subject, orderNo }: { subject: OrderAppealSubject; orderNo: string }) {
  const navigate = useNavigate();
  const appeal = useQuery(orderAppealQuery(subject, orderNo));
  if (!appeal.isSuccess) return <QueryState query={appeal} failed="申诉加载失败" />;
  if (!appeal.data) {
    return (
      <PageState
        title="该订单暂无申诉"
        description="对订单有疑问可发起申诉，客服将在 72 小时内处理"
        action={{ text: '发起申诉', onClick: () => void navigate(appealFormPath(subject, orderNo)) }}
      />
    );
  }
  return <TicketView ticket={appeal.data} />;
}

/** /chargingAppealDetail?orderNo (充电账单申诉详情). */
export default function ChargingAppealDetailPage() {
  return <OrderAppealDetail subject="charging" />;
}
