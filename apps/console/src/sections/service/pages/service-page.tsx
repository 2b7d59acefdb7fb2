import { OperatorRole } from '@parking/contracts';
import { Card, Tabs, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { useOperator } from '../../../app/use-operator';
import { useTicketPushes } from '../api/service';
import { CannedReplies, FaqEditor, SlaSettings } from '../components/desk-settings';
import { SlaFigures } from '../components/sla-figures';
import { TicketDrawer } from '../components/ticket-drawer';
import { TicketQueue } from '../components/ticket-queue';
import { PageTitle } from '../../../components/headings';

const STREAM_TAG = {
  connecting: <Tag>连接中</Tag>,
  live: <Tag color="green">实时</Tag>,
  reconnecting: <Tag color="orange">重新连接中</Tag>,
  refused: <Tag color="red">未连接</Tag>,
};

/** The service desk (客服工单): the SLA figures, the queue (pushed live), the open ticket, canned replies, FAQs, SLA. */
export default function ServicePage() {
  const stream = useTicketPushes();
  const { operator } = useOperator();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'queue';
  const admin = operator?.roles.includes(OperatorRole.ADMIN) ?? false;
  return (
    <Card title={<PageTitle>客服工单</PageTitle>} extra={STREAM_TAG[stream]}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(new URLSearchParams({ tab: key }))}
        items={[
          {
            key: 'queue',
            label: '工单队列',
            children: (
              <>
                <SlaFigures />
                <TicketQueue />
              </>
            ),
          },
          { key: 'canned', label: '快捷回复', children: <CannedReplies /> },
          { key: 'faqs', label: '常见问题', children: <FaqEditor /> },
          { key: 'sla', label: 'SLA 设置', children: <SlaSettings editable={admin} /> },
        ]}
      />
      <TicketDrawer />
    </Card>
  );
}
