import { BERTH_TYPES, BookPackageInput, formatFen, ReservationOperatorOps, type BookPackage } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, InputNumber, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../../api/client';
import { useWrite } from '../../../api/queries';
import { lockKeys } from '../api/locks';
import { QueryTable } from '../../../components/desk';
import { optionsOf } from '../../../lib/options';
import { parksQuery } from '../../parks/api/parks';
import { ParkPicker } from '../../parks/components/park-select';
import { ErrorAlert } from '../../../components/error-alert';

const BERTH_TEXT: Record<(typeof BERTH_TYPES)[number], string> = {
  standard: '普通车位',
  large: '大车位',
  charging: '充电车位',
};

/**
 * 预约套餐: a park's booking terms per berth type as drivers are offered them (deposit, how long the space is held and
 * kept, how far ahead, the late-cancel fee); 设置套餐 sets one berth type's. Park managers see their parks only.
 */
export function PackageList() {
  const [params, setParams] = useSearchParams();
  const parks = useQuery(parksQuery);
  const parkId = params.get('parkId') ?? parks.data?.[0]?.parkId;
  const info = useQuery({
    queryKey: [...lockKeys.all, 'packages', parkId],
    queryFn: () => api.call(ReservationOperatorOps.bookPackages, { params: { parkId: parkId! } }),
    enabled: parkId !== undefined,
  });
  // null: closed; a package: its berth type's terms; 'new': a berth type not offered yet.
  const [editing, setEditing] = useState<BookPackage | 'new' | null>(null);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <ParkPicker
        id="package-park"
        value={parkId}
        onChange={(id) => setParams(new URLSearchParams({ tab: 'packages', parkId: id }))}
      >
        <Button type="primary" disabled={!parkId} onClick={() => setEditing('new')}>
          设置套餐
        </Button>
      </ParkPicker>
      <QueryTable<BookPackage>
        query={info}
        rowKey="packageId"
        size="small"
        refetching
        rows={info.data?.packages}
        emptyText="这个车场还没有预约套餐"
        columns={[
          { title: '车位类型', dataIndex: 'berthTypeText' },
          { title: '定金', dataIndex: 'depositFen', render: (f: number) => formatFen(f) },
          { title: '保留（分钟）', dataIndex: 'holdMinutes' },
          { title: '时长（分钟）', dataIndex: 'slotMinutes' },
          { title: '可提前（天）', dataIndex: 'horizonDays' },
          { title: '迟取消扣费', dataIndex: 'lateCancelFeeFen', render: (f: number) => formatFen(f) },
          { title: '带锁车位', dataIndex: 'totalSpaces' },
          {
            title: '操作',
            width: 80,
            render: (_, p) => (
              <Button type="link" size="small" onClick={() => setEditing(p)} aria-label={`编辑 ${p.berthTypeText}`}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      {editing !== null && parkId && (
        <PackageDialog
          parkId={parkId}
          current={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Space>
  );
}

function PackageDialog({
  parkId,
  current,
  onClose,
}: {
  parkId: string;
  current: BookPackage | undefined;
  onClose: () => void;
}) {
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const save = useWrite(
    (body: BookPackageInput) => api.call(ReservationOperatorOps.putBookPackage, { body }),
    [...lockKeys.all, 'packages', parkId],
  );
  const yuan = (fen: number | undefined) => (fen === undefined ? undefined : fen / 100);
  const initial = {
    berthType: current?.berthType ?? 'standard',
    depositYuan: yuan(current?.depositFen),
    holdMinutes: current?.holdMinutes ?? 30,
    slotMinutes: current?.slotMinutes ?? 120,
    horizonDays: current?.horizonDays ?? 7,
    lateCancelYuan: yuan(current?.lateCancelFeeFen) ?? 0,
  };
  /** The contract judges the terms (money typed in 元); each problem is shown beside its field. */
  function submit() {
    const v = form.getFieldsValue(true) as Record<string, unknown>;
    const fen = (yuanValue: unknown) => (typeof yuanValue === 'number' ? Math.round(yuanValue * 100) : undefined);
    const parsed = BookPackageInput.safeParse({
      parkId,
      berthType: v.berthType,
      depositFen: fen(v.depositYuan),
      holdMinutes: v.holdMinutes,
      slotMinutes: v.slotMinutes,
      horizonDays: v.horizonDays,
      lateCancelFeeFen: fen(v.lateCancelYuan),
    });
    if (!parsed.success) {
      const field: Record<string, string> = { depositFen: 'depositYuan', lateCancelFeeFen: 'lateCancelYuan' };
      const issues = parsed.error.issues.map((issue) => ({
        name: field[String(issue.path[0])] ?? String(issue.path[0]),
        errors: [issue.code === 'invalid_type' ? '请填写此项' : issue.message],
      }));
      return form.setFields(issues);
    }
    save.mutate(parsed.data, { onSuccess: () => (void message.success('预约套餐已保存'), onClose()) });
  }
  return (
    <Modal
      open
      title="设置预约套餐"
      okText="保存"
      onOk={submit}
      confirmLoading={save.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <ErrorAlert error={save.error} gap={16} />
      <Form form={form} layout="vertical" name="book-package" initialValues={initial}>
        <Form.Item name="berthType" label="车位类型">
          <Select disabled={current !== undefined} options={optionsOf(BERTH_TYPES, BERTH_TEXT)} />
        </Form.Item>
        <Space size={16} wrap>
          <Form.Item name="depositYuan" label="定金（元）">
            <InputNumber min={0.01} precision={2} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="lateCancelYuan" label="开始后取消扣费（元）">
            <InputNumber min={0} precision={2} style={{ width: 140 }} />
          </Form.Item>
        </Space>
        <Space size={16} wrap>
          <Form.Item name="holdMinutes" label="到达保留（5–120分钟）">
            <InputNumber min={5} max={120} precision={0} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="slotMinutes" label="预约时长（分钟）">
            <InputNumber min={30} max={1440} precision={0} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="horizonDays" label="可提前（1–30天）">
            <InputNumber min={1} max={30} precision={0} style={{ width: 140 }} />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
}
