import { ReconciliationDaysQuery, type ReconciliationDay } from '@parking/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, DatePicker, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useUrlFilters, QueryTable } from '../../../components/desk';
import { daysQuery, runReconciliation } from '../api/reconciliation';
import { DifferencesCard } from '../components/differences-card';
import { PageTitle } from '../../../components/headings';

/** Reconciliation (对账): the reconciled days and their open differences; a day's differences resolved one by one. */
export default function ReconciliationPage() {
  const url = useUrlFilters(ReconciliationDaysQuery);
  const from = url.raw.from ?? dayjs().subtract(13, 'day').format('YYYY-MM-DD');
  const to = url.raw.to ?? dayjs().format('YYYY-MM-DD');
  const checked = ReconciliationDaysQuery.safeParse({ from, to });
  const days = useQuery({ ...daysQuery({ from, to }), enabled: checked.success });
  const day = url.param('day');
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title={<PageTitle>对账</PageTitle>} extra={<RunButton onDone={(d) => url.setParam('day', d)} />}>
        <Space style={{ marginBottom: 16 }}>
          <span>日期</span>
          <DatePicker.RangePicker
            aria-label="日期范围"
            allowClear={false}
            value={[dayjs(from), dayjs(to)]}
            onChange={(range) =>
              range?.[0] &&
              range[1] &&
              url.setFilters({ from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') })
            }
          />
        </Space>
        {!checked.success && <Alert type="warning" showIcon message={checked.error.issues[0]?.message} />}
        <QueryTable<ReconciliationDay>
          query={days}
          size="small"
          rowKey="day"
          loading={days.isPending && checked.success}
          rowClassName={(r) => (r.day === day ? 'ant-table-row-selected' : '')}
          emptyText="所选日期还没有对账"
          columns={[
            { title: '日期', dataIndex: 'day', width: 120 },
            { title: '渠道', dataIndex: 'providers', render: (p: string[]) => p.join('、') },
            { title: '待处理', dataIndex: 'open', width: 90, align: 'right' },
            { title: '已处理', dataIndex: 'resolved', width: 90, align: 'right' },
            {
              title: '状态',
              dataIndex: 'closed',
              width: 90,
              render: (closed: boolean) =>
                closed ? <Tag color="green">已关闭</Tag> : <Tag color="orange">待处理</Tag>,
            },
            {
              title: '操作',
              width: 90,
              render: (_, r) => (
                <Button size="small" type="link" onClick={() => url.setParam('day', r.day)}>
                  查看差异
                </Button>
              ),
            },
          ]}
        />
      </Card>
      {day && <DifferencesCard day={day} />}
    </Space>
  );
}

/** Fetches the providers' bills of a day now (the daily job does yesterday by itself). */
function RunButton({ onDone }: { onDone: (day: string) => void }) {
  const [day, setDay] = useState(dayjs().subtract(1, 'day'));
  const client = useQueryClient();
  const { message } = App.useApp();
  const run = useMutation({
    mutationFn: () => runReconciliation(day.format('YYYY-MM-DD')),
    onSuccess: async (result) => {
      await client.invalidateQueries({ queryKey: ['reconciliation'] });
      const found = result.providers.reduce((s, p) => s + p.differences, 0);
      void message.success(`已对账 ${result.day}：${found} 条差异`);
      onDone(result.day);
    },
    onError: (error) => void message.error(error.message),
  });
  return (
    <Space>
      <DatePicker aria-label="对账日期" allowClear={false} value={day} onChange={(d) => d && setDay(d)} />
      <Button type="primary" loading={run.isPending} onClick={() => run.mutate()}>
        立即对账
      </Button>
    </Space>
  );
}
