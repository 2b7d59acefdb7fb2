import { formatFen, OperatorRole } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Form, InputNumber, Space, Typography } from 'antd';
import { useState } from 'react';
import { useOperator } from '../../../app/use-operator';
import { moneySettingsQuery, useRefundMutations } from '../api/refunds';
import { FormDialog } from '../../../components/desk';

/** The dealer's thresholds: what needs a second finance operator, what withdrawals wait for review. Admins edit. */
export function ThresholdBar() {
  const { operator } = useOperator();
  const isFinance = !!operator?.roles.some((r) => r === OperatorRole.FINANCE || r === OperatorRole.ADMIN);
  const settings = useQuery({ ...moneySettingsQuery, enabled: isFinance });
  const [editing, setEditing] = useState(false);
  if (!isFinance || !settings.data) return null;
  const { refundApprovalFen, withdrawalReviewFen } = settings.data;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={
        <Space wrap>
          <span>
            超过 {formatFen(refundApprovalFen)} 的退款须由另一位财务人员审批；不超过的由财务人员发起即退款。
            {withdrawalReviewFen === null ? '提现无需审核。' : `超过 ${formatFen(withdrawalReviewFen)} 的提现须审核。`}
          </span>
          {operator?.roles.includes(OperatorRole.ADMIN) && (
            <Button size="small" onClick={() => setEditing(true)}>
              修改门槛
            </Button>
          )}
          {editing && <ThresholdDialog initial={settings.data} onClose={() => setEditing(false)} />}
        </Space>
      }
    />
  );
}

function ThresholdDialog({
  initial,
  onClose,
}: {
  initial: { refundApprovalFen: number; withdrawalReviewFen: number | null };
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const { saveSettings } = useRefundMutations();
  const [form] = Form.useForm<{ refund: number; withdrawal: number | null }>();
  async function save(values: { refund: number; withdrawal: number | null }) {
    await saveSettings.mutateAsync({
      refundApprovalFen: Math.round(values.refund * 100),
      withdrawalReviewFen:
        values.withdrawal === null || values.withdrawal === undefined ? null : Math.round(values.withdrawal * 100),
    });
    message.success('已保存');
    onClose();
  }
  return (
    <FormDialog
      form={form}
      name="thresholds"
      title="审批门槛"
      busy={saveSettings.isPending}
      error={saveSettings.error}
      onClose={onClose}
      initialValues={{
        refund: initial.refundApprovalFen / 100,
        withdrawal: initial.withdrawalReviewFen === null ? null : initial.withdrawalReviewFen / 100,
      }}
      onFinish={(v) => void save(v).catch(() => {})}
    >
      <Form.Item name="refund" label="退款审批门槛（元）" rules={[{ required: true, message: '请输入审批门槛' }]}>
        <InputNumber min={0} precision={2} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="withdrawal" label="提现审核门槛（元，留空则无需审核）">
        <InputNumber min={0} precision={2} style={{ width: 200 }} />
      </Form.Item>
      <Typography.Text type="secondary">门槛的修改记入审计日志。</Typography.Text>
    </FormDialog>
  );
}
