import {
  BatchInput,
  COUPON_KINDS,
  formatFen,
  type Batch,
  type CouponKind,
  type CouponReportRow,
  type CouponTemplate,
} from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, InputNumber, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useZodForm } from '../../../components/zod-form';
import { formatTime } from '../../../lib/format';
import { RuleFields } from '../../fee-rules/components/rule-editor';
import { checkRuleForm, defaultRuleForm, type RuleForm } from '../../fee-rules/components/rule-form';
import { parkOptions, parksQuery } from '../../parks/api/parks';
import { batchesQuery, merchantsQuery, reportQuery, templatesQuery, useCouponMutations } from '../api/coupons';
import { useMayEdit } from './merchants-tab';
import { QueryTable, FormDialog } from '../../../components/desk';
import { optionsOf } from '../../../lib/options';

const KIND_TEXT: Record<CouponKind, string> = {
  amount: '减免金额',
  minutes: '减免时长',
  waiver: '全免',
  percent: '折扣',
  altRule: '商户优惠价',
  reentry: '免费续停',
};

/** What the value of each kind means (waiver and altRule have none: the rule prices the stay). */
const VALUE_LABEL: Partial<Record<CouponKind, string>> = {
  amount: '减免金额（元）',
  minutes: '减免时长（分钟）',
  percent: '折扣（减免百分比）',
  reentry: '离场后多少分钟内再入场连续计费（1–1440）',
};

/** 模板: what coupons exist; admins add one of any kind and withdraw one from sale to merchants. */
export function TemplatesTab() {
  const templates = useQuery(templatesQuery);
  const mayEdit = useMayEdit();
  const [creating, setCreating] = useState(false);
  const { withdrawTemplate } = useCouponMutations();
  const { message } = App.useApp();
  return (
    <>
      {mayEdit && (
        <Button type="primary" onClick={() => setCreating(true)} style={{ marginBottom: 16 }}>
          新建模板
        </Button>
      )}
      <QueryTable<CouponTemplate>
        query={templates}
        rowKey="id"
        refetching
        pageSize={20}
        emptyText="还没有优惠券模板"
        columns={[
          { title: '名称', dataIndex: 'name' },
          { title: '优惠', dataIndex: 'title' },
          { title: '类型', dataIndex: 'kind', render: (k: CouponKind) => KIND_TEXT[k] },
          { title: '用途', dataIndex: 'scope', render: (s: string) => (s === 'charging' ? '充电' : '停车') },
          { title: '有效期', dataIndex: 'validMinutes', render: (m: number) => validity(m) },
          {
            title: '商户购买价',
            dataIndex: 'priceFen',
            render: (p: number | null, t) =>
              p === null ? '不售' : t.withdrawn ? <Tag>已下架</Tag> : `${formatFen(p)}/张`,
          },
          {
            title: '操作',
            render: (_, t) =>
              mayEdit &&
              t.priceFen !== null &&
              !t.withdrawn && (
                <Popconfirm
                  title="下架后商户不能再购买该券，已付款的订单将全额退款。确认下架？"
                  okText="下架"
                  cancelText="取消"
                  onConfirm={() => withdrawTemplate.mutate(t.id, { onError: (err) => void message.error(err.message) })}
                >
                  <Button type="link" danger>
                    下架
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
      {creating && <TemplateDialog onClose={() => setCreating(false)} />}
    </>
  );
}

const validity = (minutes: number) =>
  minutes % 1440 === 0 ? `${minutes / 1440}天` : minutes % 60 === 0 ? `${minutes / 60}小时` : `${minutes}分钟`;

interface TemplateForm extends Partial<RuleForm> {
  name: string;
  kind: CouponKind;
  value?: number;
  capYuan?: number;
  minSpendYuan?: number;
  validDays: number;
  parkIds: string[];
  priceYuan?: number;
}
const fen = (yuan: number | undefined) => (yuan === undefined || yuan === null ? undefined : Math.round(yuan * 100));

/**
 * A template of any kind (amount in 元, minutes, waiver, percent, a re-entry window; a merchant price as its own fee
 * rule, edited with the fee rules desk's fields — decision 053); the server checks the terms again.
 */
function TemplateDialog({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<TemplateForm>();
  const kind = Form.useWatch('kind', form);
  const parks = useQuery(parksQuery);
  const { createTemplate } = useCouponMutations();
  const { message } = App.useApp();
  function save(v: TemplateForm) {
    let altRule;
    if (v.kind === 'altRule') {
      // The rule's fields may be partly unmounted (the large vehicles' tariff): the whole store is the rule.
      const checked = checkRuleForm(form.getFieldsValue(true) as RuleForm);
      if (checked.issues) return form.setFields(checked.issues as Parameters<typeof form.setFields>[0]);
      altRule = checked.rule;
    }
    createTemplate.mutate(
      {
        name: v.name,
        kind: v.kind,
        value: v.kind === 'amount' ? (fen(v.value) ?? 0) : VALUE_LABEL[v.kind] ? (v.value ?? 0) : 0,
        ...(v.kind === 'percent' && v.capYuan ? { capFen: fen(v.capYuan)! } : {}),
        minSpendFen: fen(v.minSpendYuan) ?? 0,
        validMinutes: Math.round(v.validDays * 1440),
        parkIds: v.parkIds ?? [],
        ...(v.priceYuan ? { priceFen: fen(v.priceYuan)! } : {}),
        ...(altRule ? { altRule } : {}),
      },
      { onSuccess: () => (void message.success('模板已创建'), onClose()) },
    );
  }
  return (
    <FormDialog<TemplateForm>
      form={form}
      name="coupon-template"
      title="新建优惠券模板"
      okText="创建"
      width={kind === 'altRule' ? 820 : undefined}
      busy={createTemplate.isPending}
      error={createTemplate.error}
      onClose={onClose}
      initialValues={{ ...defaultRuleForm(), kind: 'amount', validDays: 1, parkIds: [] }}
      onFinish={save}
    >
      <Form.Item name="name" label="名称" rules={[{ required: true, message: '请填写名称' }]}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="kind" label="类型">
        <Select options={optionsOf(COUPON_KINDS, KIND_TEXT)} />
      </Form.Item>
      {kind && VALUE_LABEL[kind] && (
        <Form.Item name="value" label={VALUE_LABEL[kind]} rules={[{ required: true, message: '请填写优惠值' }]}>
          <InputNumber min={0} style={{ width: 200 }} />
        </Form.Item>
      )}
      {kind === 'altRule' && (
        <Card size="small" title="商户优惠价的计费规则（比车场价便宜时按它收费）" style={{ marginBottom: 16 }}>
          <RuleFields form={form} />
        </Card>
      )}
      {kind === 'percent' && (
        <Form.Item name="capYuan" label="封顶金额（元）">
          <InputNumber min={0} style={{ width: 200 }} />
        </Form.Item>
      )}
      <Form.Item name="minSpendYuan" label="最低消费（元）">
        <InputNumber min={0} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="validDays" label="领取后有效天数" rules={[{ required: true, message: '请填写有效期' }]}>
        <InputNumber min={0.01} max={366} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="parkIds" label="适用车场" extra="不选则全部车场可用">
        <Select mode="multiple" options={parkOptions(parks.data)} />
      </Form.Item>
      <Form.Item name="priceYuan" label="商户购买单价（元）" extra="不填则不向商户出售">
        <InputNumber min={0} style={{ width: 200 }} />
      </Form.Item>
    </FormDialog>
  );
}

/** 批次: the stock of each template a merchant (or the platform) gives out; admins issue a batch. */
export function BatchesTab() {
  const batches = useQuery(batchesQuery);
  const templates = useQuery(templatesQuery);
  const merchants = useQuery(merchantsQuery({ pageSize: 100 }));
  const merchantName = new Map(merchants.data?.results.map((m) => [m.id, m.name]));
  const mayEdit = useMayEdit();
  const { createBatch } = useCouponMutations();
  const { form, whenValid } = useZodForm(BatchInput);
  const { message } = App.useApp();
  const issue = whenValid((body) => {
    createBatch.mutate(body, { onSuccess: () => (void message.success('批次已发放'), form.resetFields()) });
  });
  return (
    <>
      {mayEdit && (
        <Form form={form} layout="inline" name="coupon-batch" onFinish={issue} style={{ marginBottom: 16, rowGap: 8 }}>
          <Form.Item name="templateId" label="模板" required>
            <Select
              style={{ width: 220 }}
              options={templates.data?.map((t) => ({ value: t.id, label: `${t.name}（${t.title}）` }))}
            />
          </Form.Item>
          <Form.Item name="merchantId" label="商户">
            <Select
              allowClear
              placeholder="平台自用"
              style={{ width: 200 }}
              options={merchants.data?.results
                .filter((m) => !m.disabledAt)
                .map((m) => ({ value: m.id, label: m.name }))}
            />
          </Form.Item>
          <Form.Item name="quantity" label="数量" required>
            <InputNumber min={1} max={100000} style={{ width: 120 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={createBatch.isPending}>
            发放批次
          </Button>
        </Form>
      )}
      <QueryTable<Batch>
        query={batches}
        refused={createBatch.error}
        rows={batches.data ? [...batches.data].reverse() : undefined}
        rowKey="id"
        refetching
        pageSize={20}
        emptyText="还没有批次"
        columns={[
          { title: '模板', render: (_, b) => `${b.name}（${b.title}）` },
          {
            title: '商户',
            dataIndex: 'merchantId',
            render: (id: string | null) => (id ? merchantName.get(id) : '平台'),
          },
          { title: '数量', dataIndex: 'quantity' },
          { title: '已发出', dataIndex: 'issued' },
          { title: '发放时间', dataIndex: 'createdAt', render: formatTime },
        ]}
      />
    </>
  );
}

/** 报表: per merchant (or the platform), coupons given, used and taken back, and what they took off bills. */
export function ReportTab() {
  const report = useQuery(reportQuery);
  return (
    <>
      <QueryTable<CouponReportRow>
        query={report}
        rowKey={(r) => r.merchantId ?? 'platform'}
        refetching
        emptyText="还没有发出优惠券"
        columns={[
          { title: '商户', dataIndex: 'merchantName' },
          { title: '已发出', dataIndex: 'given' },
          { title: '已使用', dataIndex: 'used' },
          {
            title: '核销率',
            render: (_, r) => (r.given ? `${Math.round((r.used / r.given) * 100)}%` : '—'),
          },
          { title: '已撤回', dataIndex: 'revoked' },
          { title: '抵扣金额', dataIndex: 'discountFen', render: (f: number) => formatFen(f) },
        ]}
        summary={(rows) => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
            <Table.Summary.Cell index={1}>{rows.reduce((n, r) => n + r.given, 0)}</Table.Summary.Cell>
            <Table.Summary.Cell index={2}>{rows.reduce((n, r) => n + r.used, 0)}</Table.Summary.Cell>
            <Table.Summary.Cell index={3} />
            <Table.Summary.Cell index={4}>{rows.reduce((n, r) => n + r.revoked, 0)}</Table.Summary.Cell>
            <Table.Summary.Cell index={5}>{formatFen(rows.reduce((n, r) => n + r.discountFen, 0))}</Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      <Space style={{ marginTop: 8 }} />
    </>
  );
}
