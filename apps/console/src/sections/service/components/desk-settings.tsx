import {
  FAQ_CATEGORIES,
  FAQ_CATEGORY_TEXT,
  TICKET_KIND_TEXT,
  type CannedReply,
  type OperatorFaq,
  type SlaPolicy,
} from '@parking/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, InputNumber, Modal, Popconfirm, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { cannedActions, cannedQuery, faqActions, faqsQuery, serviceKey, slaQuery, updateSla } from '../api/service';

function useSave<T>(fn: (v: T) => Promise<unknown>, done?: () => void) {
  const client = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void message.success('已保存');
      void client.invalidateQueries({ queryKey: serviceKey });
      done?.();
    },
  });
}

/** Canned replies (快捷回复): what an agent picks to fill an answer. */
export function CannedReplies() {
  const list = useQuery(cannedQuery);
  const [editing, setEditing] = useState<CannedReply | 'new' | undefined>();
  const save = useSave(
    (v: { title: string; content: string }) =>
      editing && editing !== 'new' ? cannedActions.update(editing.cannedId, v) : cannedActions.create(v),
    () => setEditing(undefined),
  );
  const remove = useSave((id: string) => cannedActions.remove(id));
  return (
    <>
      <Button type="primary" onClick={() => setEditing('new')} style={{ marginBottom: 12 }}>
        新建快捷回复
      </Button>
      {(list.error ?? remove.error) && <Alert type="error" showIcon title={(list.error ?? remove.error)!.message} />}
      <Table<CannedReply>
        rowKey="cannedId"
        loading={list.isFetching}
        dataSource={list.data}
        locale={{ emptyText: '还没有快捷回复' }}
        pagination={false}
        columns={[
          { title: '标题', dataIndex: 'title', width: 200 },
          { title: '内容', dataIndex: 'content' },
          {
            title: '操作',
            width: 140,
            render: (_, c) => (
              <Space>
                <Button type="link" size="small" onClick={() => setEditing(c)}>
                  编辑
                </Button>
                <Popconfirm title="删除这条快捷回复？" onConfirm={() => remove.mutate(c.cannedId)}>
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <Modal
          open
          title={editing === 'new' ? '新建快捷回复' : '编辑快捷回复'}
          onCancel={() => setEditing(undefined)}
          footer={null}
          destroyOnHidden
        >
          {save.error && <Alert type="error" showIcon title={save.error.message} style={{ marginBottom: 12 }} />}
          <Form
            layout="vertical"
            name="canned"
            initialValues={editing === 'new' ? {} : editing}
            onFinish={(v: { title: string; content: string }) => save.mutate(v)}
          >
            <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: '请填写标题' }]}>
              <Input maxLength={30} />
            </Form.Item>
            <Form.Item
              name="content"
              label="回复内容"
              rules={[{ required: true, whitespace: true, message: '请填写回复内容' }]}
            >
              <Input.TextArea rows={4} maxLength={500} showCount />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              保存
            </Button>
          </Form>
        </Modal>
      )}
    </>
  );
}

/** The help centre's questions (常见问题), as the driver app shows them by category. */
export function FaqEditor() {
  const list = useQuery(faqsQuery);
  const [editing, setEditing] = useState<OperatorFaq | 'new' | undefined>();
  type Values = { category: OperatorFaq['category']; question: string; answer: string; sort: number };
  const save = useSave(
    (v: Values) => (editing && editing !== 'new' ? faqActions.update(editing.faqId, v) : faqActions.create(v)),
    () => setEditing(undefined),
  );
  const remove = useSave((id: string) => faqActions.remove(id));
  return (
    <>
      <Button type="primary" onClick={() => setEditing('new')} style={{ marginBottom: 12 }}>
        新建问题
      </Button>
      {list.error && <Alert type="error" showIcon title={list.error.message} />}
      <Table<OperatorFaq>
        rowKey="faqId"
        loading={list.isFetching}
        dataSource={list.data}
        locale={{ emptyText: '还没有常见问题' }}
        pagination={false}
        columns={[
          {
            title: '分类',
            dataIndex: 'category',
            width: 110,
            render: (c: OperatorFaq['category']) => FAQ_CATEGORY_TEXT[c],
          },
          { title: '问题', dataIndex: 'question', width: 260 },
          { title: '解答', dataIndex: 'answer' },
          {
            title: '操作',
            width: 140,
            render: (_, f) => (
              <Space>
                <Button type="link" size="small" onClick={() => setEditing(f)}>
                  编辑
                </Button>
                <Popconfirm title="删除这个问题？" onConfirm={() => remove.mutate(f.faqId)}>
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <Modal
          open
          title={editing === 'new' ? '新建问题' : '编辑问题'}
          onCancel={() => setEditing(undefined)}
          footer={null}
          destroyOnHidden
        >
          {save.error && <Alert type="error" showIcon title={save.error.message} style={{ marginBottom: 12 }} />}
          <Form
            layout="vertical"
            name="faq"
            initialValues={editing === 'new' ? { sort: 0 } : editing}
            onFinish={(v: Values) => save.mutate(v)}
          >
            <Form.Item name="category" label="分类" rules={[{ required: true, message: '请选择分类' }]}>
              <Select options={FAQ_CATEGORIES.map((c) => ({ value: c, label: FAQ_CATEGORY_TEXT[c] }))} />
            </Form.Item>
            <Form.Item
              name="question"
              label="问题"
              rules={[{ required: true, whitespace: true, message: '请填写问题' }]}
            >
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name="answer" label="解答" rules={[{ required: true, whitespace: true, message: '请填写解答' }]}>
              <Input.TextArea rows={4} maxLength={1000} showCount />
            </Form.Item>
            <Form.Item name="sort" label="排序">
              <InputNumber min={0} max={9999} precision={0} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              保存
            </Button>
          </Form>
        </Modal>
      )}
    </>
  );
}

/** The dealer's SLA per ticket kind (admins set it; open tickets take the new deadlines at once). */
export function SlaSettings({ editable }: { editable: boolean }) {
  const sla = useQuery(slaQuery);
  const save = useSave((policies: SlaPolicy[]) => updateSla(policies));
  if (sla.isError) return <Alert type="error" showIcon title={sla.error.message} />;
  if (!sla.data) return null;
  return (
    <Form
      name="sla"
      layout="vertical"
      disabled={!editable}
      initialValues={{ policies: sla.data }}
      onFinish={(v: { policies: SlaPolicy[] }) =>
        save.mutate(v.policies.map((p) => ({ ...p, resolveMinutes: p.resolveMinutes ?? null })))
      }
    >
      {save.error && <Alert type="error" showIcon title={save.error.message} style={{ marginBottom: 12 }} />}
      {!editable && <Alert type="info" showIcon title="SLA 由管理员设置" style={{ marginBottom: 12 }} />}
      {sla.data.map((p, i) => (
        <Space key={p.kind} align="start" size="large">
          <Form.Item name={['policies', i, 'kind']} hidden>
            <Input />
          </Form.Item>
          <Form.Item label="工单类型">
            <Input
              value={TICKET_KIND_TEXT[p.kind]}
              readOnly
              style={{ width: 120 }}
              aria-label={`工单类型 ${TICKET_KIND_TEXT[p.kind]}`}
            />
          </Form.Item>
          <Form.Item
            name={['policies', i, 'firstAnswerMinutes']}
            label={`${TICKET_KIND_TEXT[p.kind]} 首次响应（分钟）`}
            rules={[{ required: true, message: '请填写首次响应时限' }]}
          >
            <InputNumber min={5} max={43200} precision={0} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item
            name={['policies', i, 'resolveMinutes']}
            label={`${TICKET_KIND_TEXT[p.kind]} 解决时限（分钟，可空）`}
          >
            <InputNumber min={5} max={43200} precision={0} style={{ width: 160 }} />
          </Form.Item>
        </Space>
      ))}
      {editable && (
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存 SLA
        </Button>
      )}
    </Form>
  );
}
