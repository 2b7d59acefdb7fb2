import {
  REPORT_CHANNEL_TEXT,
  REPORT_KIND_TEXT,
  ReportOps,
  RevenueQuery,
  type RevenueRow,
  type RevenueTotals,
} from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Form, Select, Space, Statistic, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { ExportButton, useUrlFilters } from '../../../components/desk';
import { formatFen } from '../../../lib/format';
import { ParkSelect } from '../../parks/components/park-select';
import { revenueQuery } from '../api/reports';
import { BarChart } from '../components/bar-chart';
import { OccupancyCard } from '../components/occupancy-card';
import { PageTitle } from '../../../components/headings';

const PERIODS = [
  { value: 'day', label: '按日' },
  { value: 'week', label: '按周' },
  { value: 'month', label: '按月' },
];

/** The report's filters from the URL, the last 30 days by day unless it says otherwise. */
function useReportFilters() {
  const url = useUrlFilters(RevenueQuery);
  const query = useMemo(() => {
    const today = dayjs();
    const raw = url.raw;
    return {
      from: raw.from ?? today.subtract(29, 'day').format('YYYY-MM-DD'),
      to: raw.to ?? today.format('YYYY-MM-DD'),
      period: (raw.period ?? 'day') as 'day' | 'week' | 'month',
      ...(raw.parkId ? { parkId: raw.parkId } : {}),
    };
  }, [url.raw]);
  const checked = RevenueQuery.safeParse(query);
  return { url, query, problem: checked.success ? undefined : checked.error.issues[0]?.message };
}

/** Reports (报表): revenue by period × park × channel × kind from the ledger, its export, occupancy per hour. */
export default function ReportsPage() {
  const { url, query, problem } = useReportFilters();
  const report = useQuery({ ...revenueQuery(query), enabled: !problem });

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={<PageTitle>报表</PageTitle>}
        extra={
          <Space>
            <ExportButton
              op={ReportOps.revenueExport}
              query={{ ...query, format: 'xlsx' }}
              fileName="revenue.xlsx"
              label="导出 Excel"
            />
            <ExportButton op={ReportOps.revenueExport} query={{ ...query, format: 'csv' }} fileName="revenue.csv" />
          </Space>
        }
      >
        <Form
          layout="inline"
          name="reports"
          initialValues={{
            range: [dayjs(query.from), dayjs(query.to)],
            period: query.period,
            parkId: query.parkId,
          }}
          onFinish={(values: { range?: [Dayjs, Dayjs]; period: string; parkId?: string }) =>
            url.setFilters({
              from: values.range?.[0]?.format('YYYY-MM-DD'),
              to: values.range?.[1]?.format('YYYY-MM-DD'),
              period: values.period,
              parkId: values.parkId,
            })
          }
          style={{ marginBottom: 16, rowGap: 8 }}
        >
          <Form.Item name="range" label="日期">
            <DatePicker.RangePicker allowClear={false} />
          </Form.Item>
          <Form.Item name="period" label="周期">
            <Select style={{ width: 100 }} options={PERIODS} />
          </Form.Item>
          <Form.Item name="parkId" label="车场">
            <ParkSelect allowClear style={{ width: 220 }} placeholder="全部车场" />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
          </Form.Item>
        </Form>
        {problem && <Alert type="warning" showIcon message={problem} style={{ marginBottom: 16 }} />}
        {report.isError && <Alert type="error" showIcon message={report.error.message} style={{ marginBottom: 16 }} />}
        <Totals totals={report.data?.totals} loading={report.isPending && !problem} />
        {report.data && report.data.rows.length > 0 && <RevenueChart rows={report.data.rows} />}
        <RevenueTable rows={report.data?.rows} loading={report.isFetching} />
      </Card>
      <OccupancyCard />
    </Space>
  );
}

function Totals({ totals, loading }: { totals: RevenueTotals | undefined; loading: boolean }) {
  const money = (fen: number | undefined) => (fen === undefined ? '—' : formatFen(fen));
  return (
    <Space size={48} style={{ marginBottom: 16 }}>
      <Statistic title="收入" value={money(totals?.revenueFen)} loading={loading} />
      <Statistic title="钱包充值" value={money(totals?.topUpFen)} loading={loading} />
      <Statistic title="退款" value={money(totals?.refundedFen)} loading={loading} />
      <Statistic title="欠费追缴" value={money(totals?.arrearsFen)} loading={loading} />
      <Statistic title="笔数" value={totals?.transfers ?? '—'} loading={loading} />
    </Space>
  );
}

function RevenueChart({ rows }: { rows: RevenueRow[] }) {
  const byPeriod = new Map<string, number>();
  for (const r of rows) byPeriod.set(r.period, (byPeriod.get(r.period) ?? 0) + r.revenueFen);
  const bars = [...byPeriod.entries()].map(([label, value]) => ({ label: label.slice(5), value }));
  return <BarChart title="各期收入" bars={bars} format={formatFen} />;
}

function RevenueTable({ rows, loading }: { rows: RevenueRow[] | undefined; loading: boolean }) {
  const fen = (v: number) => formatFen(v);
  return (
    <Table<RevenueRow>
      size="small"
      style={{ marginTop: 16 }}
      loading={loading}
      rowKey={(r) => `${r.period}|${r.parkId ?? ''}|${r.channel}|${r.kind}`}
      dataSource={rows}
      pagination={{ pageSize: 50, hideOnSinglePage: true }}
      locale={{ emptyText: '所选期间没有收支' }}
      columns={[
        { title: '期间', dataIndex: 'period', width: 110 },
        { title: '车场', dataIndex: 'parkName', render: (name: string | null) => name ?? '（不属车场）' },
        { title: '渠道', dataIndex: 'channel', width: 80, render: (c: number) => REPORT_CHANNEL_TEXT[c] ?? c },
        { title: '业务', dataIndex: 'kind', width: 100, render: (k: RevenueRow['kind']) => REPORT_KIND_TEXT[k] },
        { title: '笔数', dataIndex: 'transfers', width: 70, align: 'right' },
        { title: '收入', dataIndex: 'revenueFen', align: 'right', render: fen },
        { title: '充值', dataIndex: 'topUpFen', align: 'right', render: fen },
        { title: '退款', dataIndex: 'refundedFen', align: 'right', render: fen },
        { title: '欠费追缴', dataIndex: 'arrearsFen', align: 'right', render: fen },
      ]}
    />
  );
}
