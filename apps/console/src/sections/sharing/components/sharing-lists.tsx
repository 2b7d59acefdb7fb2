import {
  formatFen,
  SharingOperatorOps,
  SharingRefundRule,
  type Share,
  type SharingProduct,
  type SharingViolation,
} from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Form, InputNumber, Tag } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client';
import { useWrite } from '../../../api/queries';
import { formatTime } from '../../../lib/format';
import { ProductDialog } from './product-dialog';
import { QueryTable } from '../../../components/desk';

const Failed = ({ error }: { error: Error | null }) =>
  error ? <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} /> : null;

/** The rows a park's list reads with `read` (under `['sharing', parkId, key]`, refreshed with the park's other reads). */
function useParkRows<T>(parkId: string, key: string, read: (params: { parkId: string }) => Promise<{ results: T[] }>) {
  return useQuery({
    queryKey: ['sharing', parkId, key],
    queryFn: () => read({ parkId }),
    select: (list) => list.results,
  });
}

/** A park's products: kind, price, the schedule in words, how many places; 新建产品 and 编辑 open the product form. */
export function ProductList({ parkId }: { parkId: string }) {
  const products = useQuery({
    queryKey: ['sharing', parkId, 'products'],
    queryFn: () => api.call(SharingOperatorOps.sharingProducts, { params: { parkId } }),
  });
  // null: closed; undefined: a new product.
  const [editing, setEditing] = useState<SharingProduct | undefined | null>(null);
  return (
    <>
      <Button type="primary" onClick={() => setEditing(undefined)} style={{ marginBottom: 16 }}>
        新建产品
      </Button>
      {editing !== null && <ProductDialog parkId={parkId} product={editing} onClose={() => setEditing(null)} />}
      <QueryTable<SharingProduct>
        query={products}
        rowKey="productId"
        emptyText="这个车场还没有错时共享产品"
        columns={[
          { title: '名称', dataIndex: 'name' },
          { title: '类型', dataIndex: 'kindName' },
          { title: '价格', dataIndex: 'priceFen', render: (f: number) => formatFen(f) },
          { title: '时段', dataIndex: 'scheduleText' },
          { title: '车位数', dataIndex: 'totalNum' },
          { title: '可售期', dataIndex: 'periods', render: (p: unknown[]) => `${p.length} 期` },
          {
            title: '操作',
            width: 80,
            render: (_, p) => (
              <Button type="link" size="small" onClick={() => setEditing(p)} aria-label={`编辑 ${p.name}`}>
                编辑
              </Button>
            ),
          },
        ]}
      />
    </>
  );
}

/** The shares sold at a park (the latest 200). */
export function ShareList({ parkId }: { parkId: string }) {
  const shares = useParkRows(parkId, 'shares', (params) => api.call(SharingOperatorOps.parkShares, { params }));
  return (
    <>
      <QueryTable<Share>
        query={shares}
        rowKey="shareId"
        pageSize={20}
        emptyText="这个车场还没有售出错时共享"
        columns={[
          { title: '车牌', dataIndex: 'plateNo' },
          { title: '产品', dataIndex: 'name' },
          { title: '期', dataIndex: 'period' },
          { title: '时段', dataIndex: 'scheduleText' },
          { title: '价格', dataIndex: 'priceFen', render: (f: number) => formatFen(f) },
          { title: '状态', dataIndex: 'statusText', render: (s: string) => <Tag>{s}</Tag> },
        ]}
      />
    </>
  );
}

/** Stays outside their windows: early entry, late exit, the fee and whether it is paid. */
export function ViolationList({ parkId }: { parkId: string }) {
  const violations = useParkRows(parkId, 'violations', (params) =>
    api.call(SharingOperatorOps.parkViolations, { params }),
  );
  return (
    <>
      <QueryTable<SharingViolation>
        query={violations}
        rowKey="violationId"
        pageSize={20}
        emptyText="没有违规记录"
        columns={[
          { title: '车牌', dataIndex: 'plateNo' },
          { title: '入场', dataIndex: 'enteredAt', render: (at: string) => formatTime(at) },
          { title: '出场', dataIndex: 'exitedAt', render: (at: string) => formatTime(at) },
          { title: '提前（分钟）', dataIndex: 'earlyMinutes' },
          { title: '超时（分钟）', dataIndex: 'lateMinutes' },
          { title: '费用', dataIndex: 'feeFen', render: (f: number) => formatFen(f) },
          { title: '缴费', dataIndex: 'paid', render: (p: boolean) => (p ? '已缴' : <Tag color="warning">欠费</Tag>) },
        ]}
      />
    </>
  );
}

/** The park's cancellation rule: a full refund before N hours, a part after. */
export function RefundRuleForm({ parkId }: { parkId: string }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<SharingRefundRule>();
  const rule = useQuery({
    queryKey: ['sharing', parkId, 'refundRule'],
    queryFn: () => api.call(SharingOperatorOps.sharingRefundRule, { params: { parkId } }),
  });
  const save = useWrite(
    (body: SharingRefundRule) => api.call(SharingOperatorOps.putSharingRefundRule, { params: { parkId }, body }),
    ['sharing', parkId],
  );
  async function submit() {
    const parsed = SharingRefundRule.safeParse(await form.validateFields());
    if (!parsed.success) return void message.error(parsed.error.issues[0]?.message ?? '填写有误');
    save.mutateAsync(parsed.data).then(
      () => void message.success('退款规则已保存'),
      (err: Error) => void message.error(err.message),
    );
  }
  if (rule.isPending) return null;
  return (
    <>
      <Failed error={rule.error} />
      <Form form={form} layout="inline" name="sharing-refund-rule" initialValues={rule.data} onFinish={submit}>
        <Form.Item name="fullBeforeHours" label="开始前多少小时取消全额退" rules={[{ required: true }]}>
          <InputNumber min={0} max={720} precision={0} />
        </Form.Item>
        <Form.Item name="partPercent" label="之后退款比例（%）" rules={[{ required: true }]}>
          <InputNumber min={0} max={100} precision={0} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存
        </Button>
      </Form>
    </>
  );
}
