import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import {
  AuditFilter,
  OperatorOps,
  ParkingOps,
  ParkSetupOps,
  routeKey,
  type AuditEntry,
  type AuditFieldChange,
} from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  AutoComplete,
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  Select,
  Space,
  Table,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useZodForm } from '../../../components/zod-form';
import { formatTime } from '../../../lib/format';
import { auditOperatorsQuery, auditQuery, downloadAuditCsv } from '../api/audit';

/** What the common operations are called on screen; any other shows its route key. */
const OPERATION_LABEL: Record<string, string> = {
  [routeKey(ParkSetupOps.createPark)]: '新建车场',
  [routeKey(ParkSetupOps.updatePark)]: '修改车场',
  [routeKey(ParkSetupOps.createLane)]: '添加车道',
  [routeKey(ParkSetupOps.updateLane)]: '修改车道',
  [routeKey(ParkSetupOps.createBerth)]: '添加泊位',
  [routeKey(ParkSetupOps.updateDevice)]: '修改设备',
  [routeKey(ParkSetupOps.rotateDeviceKey)]: '更换设备密钥',
  [routeKey(ParkSetupOps.openGate)]: '远程开闸',
  [routeKey(ParkingOps.provisionDevice)]: '登记设备',
  [routeKey(ParkingOps.setFeeRule)]: '设置收费规则',
  [routeKey(OperatorOps.createOperator)]: '新建账号',
  [routeKey(OperatorOps.updateOperator)]: '修改账号',
  [routeKey(OperatorOps.resetOperatorPassword)]: '重置密码',
  [routeKey(OperatorOps.changePassword)]: '修改本人密码',
  [routeKey(OperatorOps.logout)]: '退出登录',
};
const OBJECT_TYPES = [
  { value: 'park', label: '车场 park' },
  { value: 'lane', label: '车道 lane' },
  { value: 'berth', label: '泊位 berth' },
  { value: 'device', label: '设备 device' },
  { value: 'operator', label: '账号 operator' },
];
const FILTER_KEYS = ['operatorId', 'objectType', 'objectId', 'operation', 'from', 'to'] as const;

const show = (value: unknown) =>
  value === null || value === undefined ? (
    <Typography.Text type="secondary">（空）</Typography.Text>
  ) : typeof value === 'string' ? (
    value
  ) : (
    JSON.stringify(value)
  );

/** The audit log: every write of the dealer's operators, searchable by operator, object, operation and time; CSV export. */
export default function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filter = Object.fromEntries(
    FILTER_KEYS.flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : [])),
  ) as AuditFilter;
  const pageNo = Number(params.get('pageNo') ?? 1);
  const entries = useQuery(auditQuery({ ...filter, pageNo, pageSize: 20 }));
  const operators = useQuery(auditOperatorsQuery);
  const { form, validate } = useZodForm(AuditFilter);
  const [exporting, setExporting] = useState(false);
  const { message } = App.useApp();

  const initial = {
    ...filter,
    range: filter.from || filter.to ? [filter.from && dayjs(filter.from), filter.to && dayjs(filter.to)] : undefined,
  };
  function syncRange(range: [Dayjs | null, Dayjs | null] | null) {
    form.setFieldsValue({ from: range?.[0]?.toISOString(), to: range?.[1]?.toISOString() });
  }
  async function search() {
    const parsed = await validate();
    if (!parsed) return;
    const next = new URLSearchParams(Object.entries(parsed).filter((e): e is [string, string] => !!e[1]));
    setParams(next);
  }
  async function exportCsv() {
    setExporting(true);
    try {
      await downloadAuditCsv(filter);
    } catch (err) {
      void message.error(err instanceof Error ? err.message : String(err));
    } finally {
      setExporting(false);
    }
  }

  return (
    <Card
      title={<h1 style={{ fontSize: 18, margin: 0 }}>审计日志</h1>}
      extra={
        <Button icon={<DownloadOutlined />} onClick={exportCsv} loading={exporting}>
          导出 CSV
        </Button>
      }
    >
      <Form
        form={form}
        name="audit"
        layout="inline"
        initialValues={initial}
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={search}
      >
        <Form.Item name="operatorId" label="操作人">
          <Select
            allowClear
            style={{ width: 200 }}
            loading={operators.isPending}
            placeholder="全部"
            options={operators.data?.map((o) => ({ value: o.id, label: `${o.displayName}（${o.username}）` }))}
          />
        </Form.Item>
        <Form.Item name="objectType" label="对象类型">
          <AutoComplete allowClear style={{ width: 160 }} options={OBJECT_TYPES} placeholder="全部" />
        </Form.Item>
        <Form.Item name="objectId" label="对象编号">
          <Input allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="operation" label="操作">
          <AutoComplete
            allowClear
            style={{ width: 300 }}
            options={Object.entries(OPERATION_LABEL).map(([value, label]) => ({ value, label: `${label} · ${value}` }))}
            placeholder="全部"
          />
        </Form.Item>
        <Form.Item name="range" label="时间">
          <DatePicker.RangePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            onChange={syncRange}
            allowEmpty={[true, true]}
          />
        </Form.Item>
        <Form.Item name="to" hidden>
          <Input />
        </Form.Item>
        <Form.Item name="from" hidden>
          <Input />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          查询
        </Button>
      </Form>
      {entries.isError && <Alert type="error" showIcon title={entries.error.message} style={{ marginBottom: 16 }} />}
      <Table<AuditEntry>
        rowKey="id"
        loading={entries.isFetching}
        dataSource={entries.data?.results}
        locale={{ emptyText: '没有符合条件的记录：放宽筛选条件再查询' }}
        pagination={{
          current: pageNo,
          pageSize: 20,
          total: entries.data?.totalRecord ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (page) =>
            setParams((current) => {
              current.set('pageNo', String(page));
              return current;
            }),
        }}
        expandable={{ expandedRowRender: (entry) => <EntryDetail entry={entry} /> }}
        columns={[
          { title: '时间', dataIndex: 'at', width: 150, render: formatTime },
          { title: '操作人', dataIndex: 'operatorName' },
          { title: 'IP', dataIndex: 'ip', width: 130 },
          { title: '操作', dataIndex: 'operation', width: 150, render: (op: string) => OPERATION_LABEL[op] ?? op },
          {
            title: '对象',
            render: (_, e) => (
              <Space size={4}>
                <span>{e.objectType}</span>
                {e.objectId && <Typography.Text code>{e.objectId}</Typography.Text>}
              </Space>
            ),
          },
          { title: '原因', dataIndex: 'reason', render: (r: string | null) => r ?? '' },
        ]}
      />
    </Card>
  );
}

/** The fields an entry changed, before and after; or, for an operation that records its request, the request. */
function EntryDetail({ entry }: { entry: AuditEntry }) {
  if (!entry.changes) {
    return (
      <div>
        <Typography.Text strong>请求内容</Typography.Text>
        <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{JSON.stringify(entry.request, null, 2)}</pre>
      </div>
    );
  }
  return (
    <Table<[string, AuditFieldChange]>
      size="small"
      rowKey={([field]) => field}
      pagination={false}
      dataSource={Object.entries(entry.changes)}
      columns={[
        { title: '字段', render: (_, [field]) => field },
        { title: '修改前', render: (_, [, c]) => show(c.before) },
        { title: '修改后', render: (_, [, c]) => show(c.after) },
      ]}
    />
  );
}
