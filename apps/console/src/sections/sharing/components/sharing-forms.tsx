import {
  CreditCorrection,
  CreditRuleInput,
  HolidayInput,
  SharingOperatorOps,
  type CreditRule,
} from '@parking/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, InputNumber, Modal, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client';
import { useWrite } from '../../../api/queries';
import { useZodForm } from '../../../components/zod-form';
import { optionsOfText } from '../../../lib/options';
import { ErrorAlert } from '../../../components/error-alert';

/** Marks a day as a holiday (rest) or a make-up working day: the products' 工作日/休息日 windows follow it. */
export function HolidayForm() {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ day: string; kind: HolidayInput['kind']; name: string }>();
  const put = useMutation({
    mutationFn: ({ day, ...body }: { day: string } & HolidayInput) =>
      api.call(SharingOperatorOps.putHoliday, { params: { day }, body }),
  });
  async function submit() {
    const v = await form.validateFields();
    const parsed = HolidayInput.safeParse({ kind: v.kind, name: v.name });
    if (!parsed.success) return void message.error(parsed.error.issues[0]?.message ?? '填写有误');
    put.mutateAsync({ day: v.day, ...parsed.data }).then(
      (h) => void message.success(`已设置 ${h.day} ${h.name}`),
      (err: Error) => void message.error(err.message),
    );
  }
  return (
    <Form form={form} layout="inline" name="sharing-holiday" onFinish={submit} initialValues={{ kind: 'rest' }}>
      <Form.Item
        name="day"
        label="日期"
        rules={[{ required: true, pattern: /^\d{4}-\d{2}-\d{2}$/, message: '日期格式为 YYYY-MM-DD' }]}
      >
        <Input placeholder="2027-01-01" style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="kind" label="类型">
        <Select style={{ width: 120 }} options={optionsOfText({ rest: '休息日', work: '调休上班' })} />
      </Form.Item>
      <Form.Item name="name" label="名称" rules={[{ required: true, message: '请输入名称' }]}>
        <Input maxLength={20} style={{ width: 140 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={put.isPending}>
        设置
      </Button>
    </Form>
  );
}

/** Corrects a driver's credit score with a reason (one more event in their ledger, the driver sees it). */
export function CreditCorrectionForm() {
  const { message } = App.useApp();
  const [form] = Form.useForm<CreditCorrection>();
  const correct = useMutation({
    mutationFn: (body: CreditCorrection) => api.call(SharingOperatorOps.correctCredit, { body }),
  });
  async function submit() {
    const parsed = CreditCorrection.safeParse(await form.validateFields());
    if (!parsed.success) return void message.error(parsed.error.issues[0]?.message ?? '填写有误');
    correct.mutateAsync(parsed.data).then(
      () => {
        void message.success('信用分已调整');
        form.resetFields();
      },
      (err: Error) => void message.error(err.message),
    );
  }
  return (
    <>
      <Typography.Paragraph type="secondary">
        调整会作为一条信用记录写入车主的信用明细，车主可以看到原因。
      </Typography.Paragraph>
      <Form form={form} layout="vertical" name="credit-correction" onFinish={submit} style={{ maxWidth: 480 }}>
        <Form.Item name="driverId" label="车主编号" rules={[{ required: true, message: '请输入车主编号' }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="points"
          label="调整分值（正数加分，负数扣分）"
          rules={[{ required: true, message: '请输入分值' }]}
        >
          <InputNumber min={-1000} max={1000} precision={0} />
        </Form.Item>
        <Form.Item name="reason" label="原因" rules={[{ required: true, min: 2, message: '请填写调整原因' }]}>
          <Input.TextArea maxLength={100} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={correct.isPending}>
          调整
        </Button>
      </Form>
    </>
  );
}

/** The dealer's credit rules (what each event adds or takes off a driver's score), as drivers read them; 编辑 sets one. */
export function CreditRuleTable() {
  const { message } = App.useApp();
  const [editing, setEditing] = useState<CreditRule | null>(null);
  const { form, validate } = useZodForm(CreditRuleInput);
  const rules = useQuery({
    queryKey: ['sharing', 'creditRules'],
    queryFn: () => api.call(SharingOperatorOps.creditRules),
    select: (list) => list.results,
  });
  const put = useWrite(
    ({ code, body }: { code: string; body: CreditRuleInput }) =>
      api.call(SharingOperatorOps.putCreditRule, { params: { code }, body }),
    ['sharing', 'creditRules'],
  );
  function edit(rule: CreditRule) {
    put.reset();
    form.resetFields();
    form.setFieldsValue({ points: rule.points, title: rule.title });
    setEditing(rule);
  }
  async function save() {
    const body = await validate();
    if (!body || !editing) return;
    put.mutate(
      { code: editing.code, body },
      { onSuccess: () => (void message.success('信用规则已保存'), setEditing(null)) },
    );
  }
  return (
    <>
      <Typography.Paragraph type="secondary">
        车主在信用分页面看到的规则；修改后新产生的信用记录按新分值计算，已有记录不变。
      </Typography.Paragraph>
      <ErrorAlert error={rules.error} gap={16} />
      <Table<CreditRule>
        rowKey="code"
        loading={rules.isPending}
        dataSource={rules.data}
        pagination={false}
        style={{ maxWidth: 720 }}
        columns={[
          { title: '规则', dataIndex: 'title' },
          {
            title: '分值',
            dataIndex: 'points',
            width: 100,
            render: (points: number) => (points > 0 ? `+${points}` : String(points)),
          },
          {
            title: '操作',
            width: 90,
            render: (_, rule) => (
              <Button type="link" size="small" onClick={() => edit(rule)} aria-label={`编辑 ${rule.title}`}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      <Modal
        title="编辑信用规则"
        open={editing !== null}
        onCancel={() => setEditing(null)}
        onOk={save}
        okText="保存"
        confirmLoading={put.isPending}
        destroyOnHidden
      >
        <ErrorAlert error={put.error} gap={16} />
        <Form form={form} layout="vertical" name="credit-rule">
          <Form.Item name="title" label="规则名称（车主可见）">
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item name="points" label="分值（正数加分，负数扣分）">
            <InputNumber min={-1000} max={1000} precision={0} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
