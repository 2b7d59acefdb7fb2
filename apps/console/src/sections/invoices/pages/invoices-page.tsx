import {
  formatFen,
  INVOICE_STATE_TEXT,
  INVOICE_STATES,
  OperatorInvoiceFilter,
  type OperatorInvoice,
} from '@parking/contracts';
import { App, Button, Card, Form, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { DeskTable, FilterBar, useDeskList, FormDialog, SelectFilter } from '../../../components/desk';
import { formatTime } from '../../../lib/format';
import { invoicesQuery, useInvoiceMutations } from '../api/invoices';
import { InvoiceSettingsButton } from '../components/invoice-settings';
import { optionsOf } from '../../../lib/options';
import { PageTitle } from '../../../components/headings';

const COLOR: Record<string, string> = { issuing: 'processing', issued: 'green', failed: 'red', reversed: 'default' };

/** 发票: the dealer's issued invoices by driver, bill and state; re-send, re-issue after a failure; 红冲 follows refunds. */
export default function InvoicesPage() {
  const list = useDeskList({
    schema: OperatorInvoiceFilter,
    pageSize: 20,
    query: (filters, page) => invoicesQuery(filters as OperatorInvoiceFilter, page),
  });
  return (
    <Card title={<PageTitle>发票</PageTitle>} extra={<InvoiceSettingsButton />}>
      <Typography.Paragraph type="secondary">
        退款成功后，含该订单的发票自动红冲，剩余金额重新开具；开票状态由系统定时向开票平台查询。
      </Typography.Paragraph>
      <FilterBar list={list} name="invoices">
        <Form.Item name="phone" label="车主手机号">
          <Input allowClear style={{ width: 160 }} placeholder="全部或后几位" />
        </Form.Item>
        <Form.Item name="orderNo" label="订单号">
          <Input allowClear style={{ width: 240 }} />
        </Form.Item>
        <SelectFilter name="state" label="状态" width={120} options={optionsOf(INVOICE_STATES, INVOICE_STATE_TEXT)} />
      </FilterBar>
      <DeskTable<typeof OperatorInvoiceFilter, OperatorInvoice>
        list={list}
        rowKey="unid"
        emptyText="没有符合条件的发票"
        columns={[
          { title: '申请时间', dataIndex: 'createdAt', render: (v: string) => formatTime(v), width: 170 },
          { title: '车主', dataIndex: 'driverPhone' },
          { title: '抬头', dataIndex: 'title', ellipsis: true },
          { title: '金额', dataIndex: 'amountFen', render: (v: number) => formatFen(v) },
          { title: '订单', dataIndex: 'orderNos', render: (v: string[]) => v.join('、') },
          {
            title: '状态',
            render: (_, i) => (
              <Space direction="vertical" size={0}>
                <Tag color={COLOR[i.state] ?? 'default'}>{i.stateText}</Tag>
                {i.redState && <Typography.Text type="secondary">红字发票：{i.redState}</Typography.Text>}
                {i.failReason && <Typography.Text type="danger">{i.failReason}</Typography.Text>}
              </Space>
            ),
          },
          { title: '邮箱', dataIndex: 'email' },
          { title: '操作', width: 160, render: (_, i) => <Actions invoice={i} /> },
        ]}
      />
    </Card>
  );
}

function Actions({ invoice }: { invoice: OperatorInvoice }) {
  const { message } = App.useApp();
  const { retry } = useInvoiceMutations();
  const [sending, setSending] = useState(false);
  const fail = (error: unknown) => message.error(error instanceof Error ? error.message : String(error));
  return (
    <Space>
      {(invoice.state === 'issued' || invoice.state === 'reversed') && (
        <Button size="small" onClick={() => setSending(true)}>
          重发
        </Button>
      )}
      {invoice.state === 'failed' && (
        <Button
          size="small"
          type="primary"
          loading={retry.isPending}
          onClick={() => retry.mutateAsync(invoice.unid).then(() => void message.success('已重新开具'), fail)}
        >
          重新开具
        </Button>
      )}
      {sending && <ResendDialog invoice={invoice} onClose={() => setSending(false)} />}
    </Space>
  );
}

function ResendDialog({ invoice, onClose }: { invoice: OperatorInvoice; onClose: () => void }) {
  const { message } = App.useApp();
  const { resend } = useInvoiceMutations();
  const [form] = Form.useForm<{ email: string }>();
  return (
    <FormDialog
      form={form}
      name="resendInvoice"
      title="重发发票"
      busy={resend.isPending}
      error={resend.error}
      onClose={onClose}
      initialValues={{ email: invoice.email ?? '' }}
      onFinish={(v) =>
        resend.mutate(
          { unid: invoice.unid, email: v.email },
          {
            onSuccess: () => {
              message.success('已重发');
              onClose();
            },
          },
        )
      }
    >
      <Form.Item name="email" label="邮箱" rules={[{ required: true, type: 'email', message: '邮箱格式不正确' }]}>
        <Input />
      </Form.Item>
    </FormDialog>
  );
}
