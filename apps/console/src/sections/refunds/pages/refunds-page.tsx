import {
  formatFen,
  OperatorRole,
  REFUND_REQUEST_STATES,
  RefundRequestFilter,
  refundRequestStateText,
  type RefundRequest,
} from '@parking/contracts';
import { Button, Card, Form, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useOperator } from '../../../app/use-operator';
import { ApproveRefuse, DeskTable, FilterBar, useDeskList, SelectFilter } from '../../../components/desk';
import { formatTime } from '../../../lib/format';
import { refundRequestsQuery, useRefundMutations } from '../api/refunds';
import { AskRefund } from '../components/ask-refund';
import { ThresholdBar } from '../components/threshold-card';
import { optionsOf } from '../../../lib/options';
import { PageTitle } from '../../../components/headings';

const STATE_COLOR = { requested: 'gold', refunded: 'green', refused: 'default' } as const;
const MONEY_TEXT = { none: '', pending: '退款中', succeeded: '已到账', failed: '退款失败' } as const;

/** 退款: refund requests with four eyes — ask, approve, refuse (decision 092). */
export default function RefundsPage() {
  const [params, setParams] = useSearchParams();
  const askFor = params.get('ask');
  const [asking, setAsking] = useState(askFor !== null);
  const list = useDeskList({
    schema: RefundRequestFilter,
    pageSize: 20,
    query: (filters, page) => refundRequestsQuery(filters as RefundRequestFilter, page),
  });
  function closeAsk() {
    setAsking(false);
    if (askFor !== null) {
      params.delete('ask');
      setParams(params, { replace: true });
    }
  }
  return (
    <Card
      title={<PageTitle>退款</PageTitle>}
      extra={
        <Button type="primary" onClick={() => setAsking(true)}>
          发起退款
        </Button>
      }
    >
      <ThresholdBar />
      <FilterBar list={list} name="refunds">
        <SelectFilter
          name="state"
          label="状态"
          width={140}
          options={optionsOf(REFUND_REQUEST_STATES, refundRequestStateText)}
        />
        <Form.Item name="orderNo" label="订单号">
          <Input allowClear style={{ width: 260 }} />
        </Form.Item>
      </FilterBar>
      <RefundTable list={list} />
      {asking && <AskRefund {...(askFor ? { initialOrderNo: askFor } : {})} onClose={closeAsk} />}
    </Card>
  );
}

function RefundTable({ list }: { list: ReturnType<typeof useDeskList<typeof RefundRequestFilter, RefundRequest>> }) {
  return (
    <DeskTable<typeof RefundRequestFilter, RefundRequest>
      list={list}
      rowKey="requestId"
      emptyText="没有符合条件的退款申请"
      columns={[
        { title: '申请时间', dataIndex: 'requestedAt', render: (v: string) => formatTime(v), width: 150 },
        {
          // The order number whole (it is what finance looks up); the amount's tag under it: both fit at 1440 px.
          title: '订单',
          width: 290,
          render: (_, r) => (
            <Space direction="vertical" size={0}>
              <span>{r.orderNo}</span>
              <Typography.Text type="secondary">
                {r.kindText} · {r.channelText} · 实付 {formatFen(r.orderAmountFen)}
              </Typography.Text>
            </Space>
          ),
        },
        {
          title: '退款金额',
          dataIndex: 'amountFen',
          width: 110,
          render: (v: number, r) => (
            <Space direction="vertical" size={0}>
              {formatFen(v)}
              {r.aboveThreshold && <Tag color="orange">超过门槛</Tag>}
            </Space>
          ),
        },
        { title: '原因', dataIndex: 'reason', ellipsis: true },
        { title: '发起人', dataIndex: 'requestedByName', width: 100 },
        {
          title: '状态',
          width: 90,
          render: (_, r) => (
            <Space direction="vertical" size={0}>
              <Tag color={STATE_COLOR[r.state]}>{r.stateText}</Tag>
              {r.moneyState !== 'none' && (
                <Typography.Text type="secondary">{MONEY_TEXT[r.moneyState]}</Typography.Text>
              )}
              {r.decisionNote && <Typography.Text type="secondary">驳回原因：{r.decisionNote}</Typography.Text>}
            </Space>
          ),
        },
        { title: '审批人', dataIndex: 'decidedByName', width: 100, render: (v: string | null) => v ?? '—' },
        { title: '操作', width: 130, render: (_, r) => <Decide request={r} /> },
      ]}
    />
  );
}

/** 通过 / 驳回 for finance; the asker sees why they cannot approve their own request (the server refuses it too). */
function Decide({ request }: { request: RefundRequest }) {
  const { operator } = useOperator();
  const { approve, refuse } = useRefundMutations();
  const mayDecide = !!operator?.roles.some((r) => r === OperatorRole.FINANCE || r === OperatorRole.ADMIN);
  if (request.state !== 'requested' || !mayDecide) return null;
  const own = request.requestedBy === operator?.id;
  return (
    <ApproveRefuse
      id={request.requestId}
      confirm={{
        title: `确认退款 ${formatFen(request.amountFen)}？`,
        description: own ? '这是您发起的退款，须由另一位财务人员审批' : '款项将原路退回车主',
        okText: '确认退款',
        done: '已退款，款项将原路退回',
      }}
      approve={approve}
      refuse={refuse}
    />
  );
}
