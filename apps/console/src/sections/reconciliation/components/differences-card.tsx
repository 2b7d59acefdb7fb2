import {
  DIFFERENCE_SIDE_TEXT,
  RESOLUTION_TEXT,
  type ReconciliationDifference,
  type Resolution,
} from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Tag } from 'antd';
import { useState } from 'react';
import { formatFen, formatTime } from '../../../lib/format';
import { differencesQuery } from '../api/reconciliation';
import { ResolveDialog } from './resolve-dialog';
import { QueryTable } from '../../../components/desk';
import { SectionTitle } from '../../../components/headings';

const KIND_TEXT: Record<string, string> = {
  unknownOrder: '渠道有此交易，我方无订单',
  notCaptured: '渠道已收款，我方未入账',
  missingAtProvider: '我方已入账，渠道账单无',
  amountMismatch: '金额不一致',
  tradeNoMismatch: '交易号不一致',
  unknownRefund: '渠道退款，我方无退款单',
  refundNotRecorded: '渠道已退款，我方未记成功',
  refundMissingAtProvider: '我方已退款，渠道账单无',
  refundAmountMismatch: '退款金额不一致',
};
const money = (fen: number | null) => (fen === null ? '—' : formatFen(fen));

/** One day's differences with the providers' bills, each resolvable with a note until the day is closed. */
export function DifferencesCard({ day }: { day: string }) {
  const list = useQuery(differencesQuery({ day }));
  const [resolving, setResolving] = useState<ReconciliationDifference | undefined>();
  return (
    <Card
      title={<SectionTitle>{`${day} 的差异`}</SectionTitle>}
      extra={list.data && (list.data.closed ? <Tag color="green">已关闭</Tag> : <Tag color="orange">待处理</Tag>)}
    >
      <QueryTable<ReconciliationDifference>
        query={list}
        size="small"
        rowKey="id"
        rows={list.data?.differences}
        pageSize={50}
        emptyText="当日没有差异"
        columns={[
          { title: '渠道', dataIndex: 'provider', width: 90 },
          {
            title: '类别',
            dataIndex: 'side',
            width: 130,
            render: (s: ReconciliationDifference['side']) => DIFFERENCE_SIDE_TEXT[s],
          },
          { title: '差异', dataIndex: 'kind', render: (k: string) => KIND_TEXT[k] ?? k },
          { title: '订单号', dataIndex: 'orderNo' },
          { title: '渠道金额', dataIndex: 'providerFen', align: 'right', render: money },
          { title: '我方金额', dataIndex: 'ourFen', align: 'right', render: money },
          {
            title: '处理',
            render: (_, d) =>
              d.state === 'open' ? (
                <Button size="small" type="link" onClick={() => setResolving(d)} disabled={list.data?.closed}>
                  处理
                </Button>
              ) : (
                <span>
                  {RESOLUTION_TEXT[d.resolution as Resolution]}：{d.note}
                  <br />
                  <small>
                    {d.resolvedByName ?? '系统'} {formatTime(d.resolvedAt)}
                  </small>
                </span>
              ),
          },
        ]}
      />
      <ResolveDialog difference={resolving} onClose={() => setResolving(undefined)} />
    </Card>
  );
}
