import {
  FAQ_CATEGORIES,
  FAQ_CATEGORY_TEXT,
  TICKET_KIND_TEXT,
  type CannedReply,
  type OperatorFaq,
  type SlaPolicy,
} from '@parking/contracts';
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Select,
  Space,
  Table,
  type TableColumnsType,
} from 'antd';
import { useState, type ReactNode } from 'react';
import { cannedActions, cannedQuery, faqActions, faqsQuery, serviceKey, slaQuery, updateSla } from '../api/service';
import { optionsOf } from '../../../lib/options';
import { ErrorAlert } from '../../../components/error-alert';

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

interface ListEditorProps<T, V> {
  /** What one entry is called: the button says 新建…, the dialog 新建… or 编辑…. */
  noun: string;
  /** The form's name (its fields' ids). */
  name: string;
  rowKey: keyof T & string;
  list: UseQueryResult<T[]>;
  actions: {
    create: (v: V) => Promise<unknown>;
    update: (id: string, v: V) => Promise<unknown>;
    remove: (id: string) => Promise<unknown>;
  };
  emptyText: string;
  removeTitle: string;
  /** The columns before 操作. */
  columns: TableColumnsType<T>;
  /** A new entry's first values. */
  newValues?: Partial<V>;
  /** The dialog's form items. */
  children: ReactNode;
}

/** A short list the desk edits in place: 新建 above the table, 编辑 and 删除 in each row, one dialog for both. */
function ListEditor<T extends object, V>(p: ListEditorProps<T, V>) {
  const [editing, setEditing] = useState<T | 'new' | undefined>();
  const idOf = (row: T) => String(row[p.rowKey]);
  const save = useSave(
    (v: V) => (editing && editing !== 'new' ? p.actions.update(idOf(editing), v) : p.actions.create(v)),
    () => setEditing(undefined),
  );
  const remove = useSave((id: string) => p.actions.remove(id));
  const error = p.list.error ?? remove.error;
  return (
    <>
      <Button type="primary" onClick={() => setEditing('new')} style={{ marginBottom: 12 }}>
        新建{p.noun}
      </Button>
      <ErrorAlert error={error} />
      <Table<T>
        rowKey={p.rowKey}
        loading={p.list.isFetching}
        dataSource={p.list.data}
        locale={{ emptyText: p.emptyText }}
        pagination={false}
        columns={[
          ...p.columns,
          {
            title: '操作',
            width: 140,
            render: (_, row) => (
              <Space>
                <Button type="link" size="small" onClick={() => setEditing(row)}>
                  编辑
                </Button>
                <Popconfirm title={p.removeTitle} onConfirm={() => remove.mutate(idOf(row))}>
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
          title={`${editing === 'new' ? '新建' : '编辑'}${p.noun}`}
          onCancel={() => setEditing(undefined)}
          footer={null}
          destroyOnHidden
        >
          <ErrorAlert error={save.error} gap={12} />
          <Form
            layout="vertical"
            name={p.name}
            initialValues={editing === 'new' ? (p.newValues ?? {}) : editing}
            onFinish={(v: V) => save.mutate(v)}
          >
            {p.children}
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              保存
            </Button>
          </Form>
        </Modal>
      )}
    </>
  );
}

/** Canned replies (快捷回复): what an agent picks to fill an answer. */
export function CannedReplies() {
  return (
    <ListEditor<CannedReply, { title: string; content: string }>
      noun="快捷回复"
      name="canned"
      rowKey="cannedId"
      list={useQuery(cannedQuery)}
      actions={cannedActions}
      emptyText="还没有快捷回复"
      removeTitle="删除这条快捷回复？"
      columns={[
        { title: '标题', dataIndex: 'title', width: 200 },
        { title: '内容', dataIndex: 'content' },
      ]}
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
    </ListEditor>
  );
}

/** The help centre's questions (常见问题), as the driver app shows them by category. */
export function FaqEditor() {
  type Values = { category: OperatorFaq['category']; question: string; answer: string; sort: number };
  return (
    <ListEditor<OperatorFaq, Values>
      noun="问题"
      name="faq"
      rowKey="faqId"
      list={useQuery(faqsQuery)}
      actions={faqActions}
      emptyText="还没有常见问题"
      removeTitle="删除这个问题？"
      newValues={{ sort: 0 }}
      columns={[
        {
          title: '分类',
          dataIndex: 'category',
          width: 110,
          render: (c: OperatorFaq['category']) => FAQ_CATEGORY_TEXT[c],
        },
        { title: '问题', dataIndex: 'question', width: 260 },
        { title: '解答', dataIndex: 'answer' },
      ]}
    >
      <Form.Item name="category" label="分类" rules={[{ required: true, message: '请选择分类' }]}>
        <Select options={optionsOf(FAQ_CATEGORIES, FAQ_CATEGORY_TEXT)} />
      </Form.Item>
      <Form.Item name="question" label="问题" rules={[{ required: true, whitespace: true, message: '请填写问题' }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="answer" label="解答" rules={[{ required: true, whitespace: true, message: '请填写解答' }]}>
        <Input.TextArea rows={4} maxLength={1000} showCount />
      </Form.Item>
      <Form.Item name="sort" label="排序">
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
    </ListEditor>
  );
}

/** The dealer's SLA per ticket kind (admins set it; open tickets take the new deadlines at once). */
export function SlaSettings({ editable }: { editable: boolean }) {
  const sla = useQuery(slaQuery);
  const save = useSave((policies: SlaPolicy[]) => updateSla(policies));
  if (sla.isError) return <ErrorAlert error={sla.error} />;
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
      <ErrorAlert error={save.error} gap={12} />
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
