import { StaysFilter, type StaySummary } from '@parking/contracts';

import { Button, Card, Tag } from 'antd';
import { DeskTable, FilterBar, useCursorList, SelectFilter } from '../../../components/desk';
import { TimeRangeItem, withTimeRange } from '../../../components/desk/time-range';
import { formatFen, formatTime } from '../../../lib/format';
import { staysQuery } from '../api/stays';
import { useOperator } from '../../../app/use-operator';
import { RecordEntryButton } from '../components/record-entry';
import { StayDrawer } from '../components/stay-drawer';
import { PlateParkFilters, plateParkColumns } from '../components/stay-filters';
import { PageTitle } from '../../../components/headings';

const STATES = [
  { value: 'inPark', label: '在场' },
  { value: 'left', label: '已离场' },
  { value: 'paid', label: '已支付' },
  { value: 'owed', label: '欠费' },
  { value: 'appealed', label: '申诉中' },
];
const CHANNELS = [
  { value: '3', label: '微信' },
  { value: '2', label: '支付宝' },
  { value: '6', label: '余额' },
];
const STATE_COLOR: Record<string, string> = {
  parked: 'blue',
  awaitingPayment: 'orange',
  arrears: 'red',
  left: 'green',
};

/** 停车记录: stays by plate, park, lane, time, state and channel, newest first, paged by key; a stay opens in a drawer. */
export default function StaysPage() {
  const list = useCursorList({
    schema: StaysFilter,
    pageSize: 20,
    query: (filter, page) => staysQuery({ ...(filter as StaysFilter), ...page }),
  });
  const initial = withTimeRange(list.url.raw);
  const open = list.url.param('stay');
  const { operator } = useOperator();

  return (
    <Card
      title={<PageTitle>停车记录</PageTitle>}
      extra={<RecordEntryButton operator={operator} onRecorded={(stayId) => list.url.setParam('stay', stayId)} />}
    >
      <FilterBar list={list} name="stays" initialValues={initial}>
        {(form) => (
          <>
            <PlateParkFilters />
            <SelectFilter name="state" label="状态" width={110} options={STATES} />
            <SelectFilter name="channel" label="支付方式" width={110} options={CHANNELS} />
            <TimeRangeItem form={form} label="入场时间" />
          </>
        )}
      </FilterBar>
      <DeskTable<typeof StaysFilter, StaySummary>
        list={list}
        rowKey="stayId"
        emptyText="没有符合条件的停车记录：放宽筛选条件再查询"
        columns={[
          ...plateParkColumns,
          { title: '入场', dataIndex: 'enteredAt', width: 150, render: formatTime },
          { title: '离场', dataIndex: 'exitedAt', width: 150, render: formatTime },
          {
            title: '状态',
            dataIndex: 'stateText',
            width: 110,
            render: (text: string, s) => <Tag color={STATE_COLOR[s.state] ?? 'default'}>{text}</Tag>,
          },
          {
            title: '应收',
            dataIndex: 'totalFen',
            width: 100,
            render: (f: number | null) => (f === null ? '—' : formatFen(f)),
          },
          { title: '已付', dataIndex: 'paidFen', width: 100, render: formatFen },
          { title: '欠费', dataIndex: 'owedFen', width: 100, render: (f: number) => (f > 0 ? formatFen(f) : '') },
          {
            title: '操作',
            width: 80,
            render: (_, s) => (
              <Button type="link" onClick={() => list.url.setParam('stay', s.stayId)} aria-label={`详情 ${s.plateNo}`}>
                详情
              </Button>
            ),
          },
        ]}
      />
      {open && <StayDrawer stayId={open} onClose={() => list.url.setParam('stay', undefined)} />}
    </Card>
  );
}
