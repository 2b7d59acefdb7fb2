import { formatFen, TICKET_KIND_TEXT, type DriverDetail, type DriverPersonalData } from '@parking/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Drawer, Space, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { ReasonFormDialog, useReviewParam } from '../../../components/desk';
import { formatTime } from '../../../lib/format';
import { driverQuery, driversKey, revealDriver, setDisabled } from '../api/drivers';
import { ErrorAlert } from '../../../components/error-alert';

/** One driver (`review=<id>` in the URL): masked by default; 查看完整信息 asks a reason and is audited. */
export function DriverDrawer() {
  const { reviewId: driverId, close } = useReviewParam();
  const driver = useQuery({ ...driverQuery(driverId ?? ''), enabled: driverId !== null });
  return (
    <Drawer open={driverId !== null} onClose={close} size={820} title="车主详情">
      <ErrorAlert error={driver.error} />
      {driver.data && <DriverBody key={driver.data.driverId} driver={driver.data} />}
    </Drawer>
  );
}

/** A tab of the driver's rows: the count in its label, a small table without paging. */
function rowsTab<T extends object>(
  key: string,
  label: string,
  rows: T[],
  rowKey: keyof T & string,
  columns: TableColumnsType<T>,
) {
  return {
    key,
    label: `${label}（${rows.length}）`,
    children: <Table<T> size="small" rowKey={rowKey} pagination={false} dataSource={rows} columns={columns} />,
  };
}

function DriverBody({ driver: d }: { driver: DriverDetail }) {
  const client = useQueryClient();
  const { message } = App.useApp();
  const [full, setFull] = useState<DriverPersonalData | undefined>();
  const [asking, setAsking] = useState<'reveal' | 'disable' | undefined>();
  const reveal = useMutation({
    mutationFn: (reason: string) => revealDriver(d.driverId, reason),
    onSuccess: (data) => {
      setFull(data);
      setAsking(undefined);
    },
  });
  const toggle = useMutation({
    mutationFn: (reason: string) => setDisabled(d.driverId, !d.disabled, reason),
    onSuccess: () => {
      setAsking(undefined);
      void message.success(d.disabled ? '已恢复使用' : '已停用');
      void client.invalidateQueries({ queryKey: driversKey });
    },
  });
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions size="small" bordered column={2}>
        <Descriptions.Item label="手机号">{full ? (full.phone ?? '未绑定') : (d.phone ?? '未绑定')}</Descriptions.Item>
        <Descriptions.Item label="姓名">{full ? full.userName : d.userName || '—'}</Descriptions.Item>
        <Descriptions.Item label="昵称">{d.nickName}</Descriptions.Item>
        <Descriptions.Item label="注册时间">{formatTime(d.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="车牌">{d.plates.join('、') || '—'}</Descriptions.Item>
        <Descriptions.Item label="钱包余额">
          {d.walletFen === null ? '无权查看' : formatFen(d.walletFen)}
        </Descriptions.Item>
        <Descriptions.Item label="证件号">
          {(full ? full.idNumbers : d.idNumbers).map((i) => `${i.source} ${i.idNumber}`).join('；') || '—'}
        </Descriptions.Item>
        <Descriptions.Item label="账号状态">
          {d.disabled ? <Tag color="red">已停用：{d.disabledReason}</Tag> : <Tag color="green">正常</Tag>}
        </Descriptions.Item>
      </Descriptions>
      {d.mayReveal && (
        <Space>
          <Button disabled={full !== undefined} onClick={() => setAsking('reveal')}>
            查看完整信息
          </Button>
          <Button danger={!d.disabled} onClick={() => setAsking('disable')}>
            {d.disabled ? '恢复使用' : '停用账号'}
          </Button>
        </Space>
      )}
      <Tabs
        items={[
          rowsTab('stays', '停车记录', d.stays, 'uniqueId', [
            { title: '车场', dataIndex: 'parkName' },
            { title: '车牌', dataIndex: 'plateNo' },
            { title: '入场', dataIndex: 'enteredAt', render: formatTime },
            { title: '出场', dataIndex: 'exitedAt', render: formatTime },
            {
              title: '应收',
              dataIndex: 'totalFen',
              render: (f: number | null) => (f === null ? '—' : formatFen(f)),
            },
            { title: '已付', dataIndex: 'paidFen', render: (f: number) => formatFen(f) },
          ]),
          rowsTab('orders', '订单', d.orders, 'orderNo', [
            { title: '订单号', dataIndex: 'orderNo' },
            { title: '类型', dataIndex: 'kind' },
            { title: '金额', dataIndex: 'amountFen', render: (f: number) => formatFen(f) },
            { title: '状态', dataIndex: 'state' },
            { title: '时间', dataIndex: 'createdAt', render: formatTime },
          ]),
          rowsTab('plans', '月卡', d.plans, 'planId', [
            { title: '车场', dataIndex: 'parkName' },
            { title: '类型', dataIndex: 'kind' },
            { title: '生效', dataIndex: 'validFrom', render: formatTime },
            { title: '到期', dataIndex: 'validUntil', render: formatTime },
            { title: '状态', dataIndex: 'ended', render: (e: boolean) => (e ? '已结束' : '有效') },
          ]),
          rowsTab('tickets', '工单', d.tickets, 'ticketId', [
            { title: '工单号', dataIndex: 'ticketNo' },
            {
              title: '类型',
              dataIndex: 'kind',
              render: (k: keyof typeof TICKET_KIND_TEXT) => TICKET_KIND_TEXT[k],
            },
            { title: '状态', dataIndex: 'state' },
            { title: '时间', dataIndex: 'createdAt', render: formatTime },
          ]),
        ]}
      />
      {asking && (
        <ReasonFormDialog
          name="driver-reason"
          okText="确认"
          label="原因（记入审计日志）"
          rule={{ min: 2, message: '请填写原因（至少 2 个字）' }}
          max={200}
          title={asking === 'reveal' ? '查看完整个人信息' : d.disabled ? '恢复使用账号' : '停用账号'}
          busy={reveal.isPending || toggle.isPending}
          error={(asking === 'reveal' ? reveal.error : toggle.error)?.message}
          onCancel={() => setAsking(undefined)}
          onSubmit={(reason) => (asking === 'reveal' ? reveal.mutate(reason) : toggle.mutate(reason))}
        />
      )}
    </Space>
  );
}
