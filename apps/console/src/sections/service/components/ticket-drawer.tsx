import { formatFen, OperatorRole, type AgentTicket } from '@parking/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Checkbox,
  Descriptions,
  Drawer,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Tag,
  Timeline,
} from 'antd';
import { useState } from 'react';
import { useOperator } from '../../../app/use-operator';
import { formatTime } from '../../../lib/format';
import { useReviewParam } from '../../../components/desk';
import { agentsQuery, cannedQuery, serviceKey, ticketActions, ticketQuery } from '../api/service';
import { TICKET_STATE_TEXT } from './ticket-state';
import { ErrorAlert } from '../../../components/error-alert';

const AUTHOR_TEXT = { driver: '车主', agent: '客服', system: '系统' } as const;

/** The open ticket (`review=<id>` in the URL): the driver's messages, internal notes and what the agent may do. */
export function TicketDrawer() {
  const { reviewId: ticketId, close } = useReviewParam();
  const ticket = useQuery({ ...ticketQuery(ticketId ?? ''), enabled: ticketId !== null });
  return (
    <Drawer
      open={ticketId !== null}
      onClose={close}
      size={720}
      title={ticket.data ? `工单 ${ticket.data.ticketNo}` : '工单'}
    >
      <ErrorAlert error={ticket.error} />
      {ticket.data && <TicketBody ticket={ticket.data} />}
    </Drawer>
  );
}

function TicketBody({ ticket }: { ticket: AgentTicket }) {
  const t = ticket;
  const messages = [
    { author: 'driver' as const, content: t.content, at: t.createdAt, pictures: t.pictures },
    ...t.messages,
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label="类型">{t.title}</Descriptions.Item>
        <Descriptions.Item label="状态">{TICKET_STATE_TEXT[t.state]}</Descriptions.Item>
        <Descriptions.Item label="提交时间">{formatTime(t.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="截止时间">{formatTime(t.dueAt) || '—'}</Descriptions.Item>
        {t.order && (
          <Descriptions.Item label="停车记录">{`${t.order.parkName} · ${t.order.plateNo}`}</Descriptions.Item>
        )}
        {t.stayEvidence && <Descriptions.Item label="已付金额">{formatFen(t.stayEvidence.paidFen)}</Descriptions.Item>}
        {t.appealOrder && (
          <Descriptions.Item label="申诉订单">{`${t.appealOrder.title} · ${formatFen(t.appealOrder.paidFen)}`}</Descriptions.Item>
        )}
        {t.refundFen !== null && <Descriptions.Item label="退款金额">{formatFen(t.refundFen)}</Descriptions.Item>}
        <Descriptions.Item label="车主提醒">
          <DriverAlert alert={t.driverAlert} />
        </Descriptions.Item>
      </Descriptions>
      <section aria-label="沟通记录">
        <h2 style={{ fontSize: 15 }}>沟通记录（车主可见）</h2>
        <Timeline
          items={messages.map((m) => ({
            content: (
              <div>
                <Tag>{AUTHOR_TEXT[m.author]}</Tag>
                <span style={{ color: '#595959' }}>{formatTime(m.at)}</span>
                <div style={{ whiteSpace: 'pre-wrap' }}>{m.content}</div>
              </div>
            ),
          }))}
        />
      </section>
      <section aria-label="内部备注">
        <h2 style={{ fontSize: 15 }}>内部备注（车主不可见）</h2>
        {t.notes.length === 0 ? (
          <span style={{ color: '#595959' }}>暂无备注</span>
        ) : (
          t.notes.map((n, i) => (
            <div key={i} style={{ whiteSpace: 'pre-wrap' }}>
              <span style={{ color: '#595959' }}>{formatTime(n.at)}</span> {n.content}
            </div>
          ))
        )}
      </section>
      <TicketActions ticket={t} />
    </Space>
  );
}

/**
 * Whether the driver was told of the latest answer in the app's 提醒 list (decision 088, amended), and has read it:
 * pushed with the ticket, no reload.
 */
function DriverAlert({ alert }: { alert: AgentTicket['driverAlert'] }) {
  if (!alert) return <span style={{ color: '#595959' }}>回复后提醒车主</span>;
  return (
    <Space size={4}>
      <Tag color={alert.read ? 'success' : 'processing'}>{alert.read ? '车主已读' : '已提醒车主，未读'}</Tag>
      <span style={{ color: '#595959' }}>{formatTime(alert.at)}</span>
    </Space>
  );
}

const OPEN = ['submitted', 'inProgress', 'waitingDriver', 'awaitingFinance'];

/** What the operator may do now: service answers, notes, assigns, resolves and decides; finance reviews refunds. */
function TicketActions({ ticket }: { ticket: AgentTicket }) {
  const { operator } = useOperator();
  const client = useQueryClient();
  const { message } = App.useApp();
  const roles = operator?.roles ?? [];
  const isService = roles.includes(OperatorRole.SERVICE) || roles.includes(OperatorRole.ADMIN);
  const isFinance = roles.includes(OperatorRole.FINANCE) || roles.includes(OperatorRole.ADMIN);
  const open = OPEN.includes(ticket.state);
  const run = useMutation({
    mutationFn: (action: () => Promise<unknown>) => action(),
    onSuccess: () => {
      void message.success('已保存');
      void client.invalidateQueries({ queryKey: serviceKey });
    },
  });
  const id = ticket.ticketId;
  const error = run.error?.message;
  return (
    <section aria-label="处理">
      <ErrorAlert error={error} gap={12} />
      {isService && open && ticket.state !== 'awaitingFinance' && (
        <ServiceActions ticket={ticket} busy={run.isPending} run={(a) => run.mutate(a)} />
      )}
      {isFinance && ticket.state === 'awaitingFinance' && (
        <FinanceReview
          busy={run.isPending}
          run={(approve, content) => run.mutate(() => ticketActions.financeReview(id, approve, content))}
          refundFen={ticket.refundFen}
        />
      )}
      {isService && open && (
        <Form
          layout="inline"
          name="note"
          style={{ marginTop: 12 }}
          onFinish={(v: { note: string }) => run.mutate(() => ticketActions.note(id, v.note))}
        >
          <Form.Item name="note" label="内部备注" rules={[{ required: true, whitespace: true, message: '请填写备注' }]}>
            <Input style={{ width: 380 }} maxLength={500} />
          </Form.Item>
          <Button htmlType="submit" loading={run.isPending}>
            添加备注
          </Button>
        </Form>
      )}
    </section>
  );
}

function ServiceActions({
  ticket,
  busy,
  run,
}: {
  ticket: AgentTicket;
  busy: boolean;
  run: (action: () => Promise<unknown>) => void;
}) {
  const [form] = Form.useForm<{ content: string; askDriver: boolean; refundFen?: number }>();
  const agents = useQuery(agentsQuery);
  const canned = useQuery(cannedQuery);
  const [assignee, setAssignee] = useState<string | undefined>(ticket.assigneeId ?? undefined);
  const id = ticket.ticketId;
  const appeal = ticket.kind === 'appeal';
  const content = () => (form.getFieldValue('content') as string | undefined)?.trim() ?? '';
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space>
        <span>处理人</span>
        <Select
          aria-label="处理人"
          style={{ width: 200 }}
          value={assignee}
          placeholder="未分配"
          loading={agents.isPending}
          options={agents.data?.map((a) => ({ value: a.operatorId, label: a.displayName }))}
          onChange={setAssignee}
        />
        <Button
          disabled={!assignee || assignee === ticket.assigneeId}
          loading={busy}
          onClick={() => run(() => ticketActions.reassign(id, assignee!))}
        >
          分配
        </Button>
        <Button loading={busy} onClick={() => run(() => ticketActions.assign(id))}>
          我来处理
        </Button>
      </Space>
      <Form form={form} layout="vertical" name="reply" initialValues={{ askDriver: false }}>
        <Form.Item label="快捷回复">
          <Select
            aria-label="快捷回复"
            allowClear
            placeholder="选择后填入回复"
            options={canned.data?.map((c) => ({ value: c.content, label: c.title }))}
            onChange={(v: string | undefined) => v && form.setFieldValue('content', v)}
          />
        </Form.Item>
        <Form.Item
          name="content"
          label="回复内容（车主可见）"
          rules={[{ required: true, whitespace: true, message: '请填写回复内容' }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        <Form.Item name="askDriver" valuePropName="checked">
          <Checkbox>请车主补充材料（暂停计时）</Checkbox>
        </Form.Item>
        {appeal && (
          <Form.Item name="refundFen" label="退款金额（分）">
            <InputNumber min={1} precision={0} style={{ width: 200 }} />
          </Form.Item>
        )}
        <Space wrap>
          <Button
            type="primary"
            loading={busy}
            onClick={() =>
              void form
                .validateFields(['content'])
                .then(() => run(() => ticketActions.reply(id, content(), Boolean(form.getFieldValue('askDriver')))))
            }
          >
            回复
          </Button>
          {!appeal && (
            <Button
              loading={busy}
              onClick={() =>
                void form.validateFields(['content']).then(() => run(() => ticketActions.resolve(id, content())))
              }
            >
              回复并解决
            </Button>
          )}
          {appeal && (
            <>
              <Button
                type="primary"
                ghost
                loading={busy}
                onClick={() =>
                  void form.validateFields(['content']).then(() =>
                    run(() =>
                      ticketActions.decide(id, {
                        decision: 'refund',
                        refundFen: Number(form.getFieldValue('refundFen') ?? 0),
                        content: content(),
                      }),
                    ),
                  )
                }
              >
                同意退款（提交财务）
              </Button>
              <Button
                danger
                loading={busy}
                onClick={() =>
                  void form
                    .validateFields(['content'])
                    .then(() => run(() => ticketActions.decide(id, { decision: 'rejected', content: content() })))
                }
              >
                驳回申诉
              </Button>
            </>
          )}
        </Space>
      </Form>
    </Space>
  );
}

function FinanceReview({
  busy,
  run,
  refundFen,
}: {
  busy: boolean;
  run: (approve: boolean, content: string) => void;
  refundFen: number | null;
}) {
  const [form] = Form.useForm<{ content: string }>();
  const submit = (approve: boolean) => void form.validateFields().then((v) => run(approve, v.content.trim()));
  return (
    <Form form={form} layout="vertical" name="finance-review">
      <Alert
        type="info"
        showIcon
        title={`客服已同意退款 ${refundFen === null ? '' : formatFen(refundFen)}，请财务审核`}
        style={{ marginBottom: 12 }}
      />
      <Form.Item
        name="content"
        label="审核说明"
        rules={[{ required: true, whitespace: true, message: '请填写审核说明' }]}
      >
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <Space>
        <Button type="primary" loading={busy} onClick={() => submit(true)}>
          同意退款
        </Button>
        <Button loading={busy} onClick={() => submit(false)}>
          退回客服
        </Button>
      </Space>
    </Form>
  );
}
