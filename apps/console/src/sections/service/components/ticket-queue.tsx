import {
  TICKET_KIND_TEXT,
  TICKET_KINDS,
  TICKET_STATES,
  TicketQueueFilter,
  type QueuedTicket,
  type TicketState,
} from '@parking/contracts';
import { Button, Form, Select, Tag } from 'antd';
import { DeskTable, FilterBar, useDeskList, SelectFilter, useReviewParam } from '../../../components/desk';
import { formatTime } from '../../../lib/format';
import { queueQuery } from '../api/service';
import { TICKET_STATE_TEXT } from './ticket-state';
import { optionsOf, optionsOfText } from '../../../lib/options';

const DUE_TAG = {
  overdue: <Tag color="red">已超时</Tag>,
  nearlyDue: <Tag color="orange">即将超时</Tag>,
  onTime: <Tag color="green">正常</Tag>,
};

/** The ticket queue: by kind, state, due time and assignee, the nearest deadline first; a row opens the ticket. */
export function TicketQueue() {
  const { open } = useReviewParam();
  const list = useDeskList({
    schema: TicketQueueFilter,
    pageSize: 20,
    query: (filter, page) => queueQuery({ ...(filter as TicketQueueFilter), ...page }),
  });
  return (
    <>
      <FilterBar list={list} name="tickets">
        <SelectFilter name="kind" label="类型" width={130} options={optionsOf(TICKET_KINDS, TICKET_KIND_TEXT)} />
        <Form.Item name="state" label="状态">
          <Select
            allowClear
            style={{ width: 140 }}
            placeholder="未结束"
            options={optionsOf(TICKET_STATES, TICKET_STATE_TEXT)}
          />
        </Form.Item>
        <SelectFilter
          name="due"
          label="时限"
          width={130}
          options={optionsOfText({ overdue: '已超时', nearlyDue: '即将超时' })}
        />
        <SelectFilter name="mine" label="范围" width={120} options={[{ value: 'true', label: '我的工单' }]} />
        <SelectFilter name="unassigned" label="分配" width={120} options={[{ value: 'true', label: '未分配' }]} />
      </FilterBar>
      <DeskTable<typeof TicketQueueFilter, QueuedTicket>
        list={list}
        rowKey="ticketId"
        emptyText="没有符合条件的工单"
        onRow={(row) => ({ onClick: () => open(row.ticketId), style: { cursor: 'pointer' } })}
        columns={[
          { title: '工单号', dataIndex: 'ticketNo', width: 130 },
          { title: '类型', dataIndex: 'title' },
          {
            title: '状态',
            dataIndex: 'status',
            width: 110,
            render: (s: TicketState) => TICKET_STATE_TEXT[s],
          },
          { title: '提交时间', dataIndex: 'createdAt', width: 150, render: formatTime },
          {
            title: '截止时间',
            dataIndex: 'dueAt',
            width: 200,
            render: (due: string | null, row) => (
              <>
                {formatTime(due) || '—'} {row.dueState && DUE_TAG[row.dueState]}
              </>
            ),
          },
          { title: '处理人', dataIndex: 'assigneeName', width: 110, render: (n: string | null) => n ?? '未分配' },
          {
            title: '操作',
            width: 80,
            render: (_, row) => (
              <Button type="link" size="small" onClick={() => open(row.ticketId)}>
                处理
              </Button>
            ),
          },
        ]}
      />
    </>
  );
}
