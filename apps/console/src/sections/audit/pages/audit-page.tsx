import {
  AuditFilter,
  AuditOps,
  OperatorOps,
  ParkingOps,
  ParkSetupOps,
  routeKey,
  type AuditEntry,
  type AuditFieldChange,
} from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Card, Form, Input, Space, Table, Typography } from 'antd';
import { DeskTable, ExportButton, FilterBar, useDeskList, SelectFilter } from '../../../components/desk';
import { TimeRangeItem, withTimeRange } from '../../../components/desk/time-range';
import { formatTime } from '../../../lib/format';
import { auditOperatorsQuery, auditQuery } from '../api/audit';
import { PageTitle } from '../../../components/headings';

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
  const list = useDeskList({
    schema: AuditFilter,
    pageSize: 20,
    query: (filter, page) => auditQuery({ ...(filter as AuditFilter), ...page }),
  });
  const operators = useQuery(auditOperatorsQuery);
  const initial = withTimeRange(list.url.raw);

  return (
    <Card
      title={<PageTitle>审计日志</PageTitle>}
      extra={<ExportButton op={AuditOps.auditExport} query={list.filters} fileName="audit.csv" />}
    >
      <FilterBar list={list} name="audit" initialValues={initial}>
        {(form) => (
          <>
            <SelectFilter
              name="operatorId"
              label="操作人"
              width={200}
              loading={operators.isPending}
              options={operators.data?.map((o) => ({ value: o.id, label: `${o.displayName}（${o.username}）` }))}
            />
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
                options={Object.entries(OPERATION_LABEL).map(([value, label]) => ({
                  value,
                  label: `${label} · ${value}`,
                }))}
                placeholder="全部"
              />
            </Form.Item>
            <TimeRangeItem form={form} label="时间" />
          </>
        )}
      </FilterBar>
      <DeskTable<typeof AuditFilter, AuditEntry>
        list={list}
        rowKey="id"
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
