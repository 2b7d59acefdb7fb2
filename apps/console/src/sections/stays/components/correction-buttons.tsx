import { OperatorRole, yuanToFen, type OperatorProfile, type StayDetail } from '@parking/contracts';
import { App, Button, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useCorrection, type Correction } from '../api/stays';
import { ErrorAlert } from '../../../components/error-alert';

const { ADMIN, FINANCE, PARK_MANAGER, CASHIER } = OperatorRole;
const OPEN = ['parked', 'awaitingPayment'];
const has = (op: OperatorProfile, roles: OperatorRole[]) => op.roles.some((r) => r === ADMIN || roles.includes(r));

type Kind = Correction['kind'];
const TITLE: Record<Kind, string> = {
  exit: '登记出场',
  plate: '更正车牌',
  waive: '减免',
  adjust: '调整金额',
  free: '免费放行',
  writeOff: '申请核销欠费',
};

/**
 * The corrections an operator may make to this stay (the server checks role, park and state again): each asks for a
 * reason, and shows the server's refusal in the dialog.
 */
export function CorrectionButtons({ stay, operator }: { stay: StayDetail; operator: OperatorProfile }) {
  const [kind, setKind] = useState<Kind>();
  const open = OPEN.includes(stay.state);
  const gone = stay.state === 'left' || stay.state === 'arrears';
  const gate = has(operator, [PARK_MANAGER, CASHIER]);
  const fees = has(operator, [FINANCE, PARK_MANAGER]);
  const buttons: [Kind, boolean][] = [
    ['exit', gate && open],
    ['plate', gate],
    ['waive', fees && stay.owedFen > 0],
    ['adjust', fees && gone],
    ['free', fees && (open || stay.owedFen > 0)],
    ['writeOff', fees && stay.state === 'arrears' && stay.owedFen > 0],
  ];
  const shown = buttons.filter(([, ok]) => ok);
  if (shown.length === 0) return null;
  return (
    <>
      <Space wrap>
        {shown.map(([k]) => (
          <Button key={k} danger={k === 'free' || k === 'writeOff'} onClick={() => setKind(k)}>
            {TITLE[k]}
          </Button>
        ))}
      </Space>
      {kind && <CorrectionDialog kind={kind} stay={stay} onClose={() => setKind(undefined)} />}
    </>
  );
}

interface Values {
  reason?: string;
  yuan?: string;
  plateNo?: string;
}

function CorrectionDialog({ kind, stay, onClose }: { kind: Kind; stay: StayDetail; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const correction = useCorrection(stay.stayId);
  const { message } = App.useApp();
  const [problem, setProblem] = useState<string>();

  function bodyOf(v: Values): Correction {
    const reason = v.reason ?? '';
    switch (kind) {
      case 'waive':
        return { kind, body: v.yuan ? { amountFen: yuanToFen(v.yuan), reason } : { reason } };
      case 'adjust':
        return { kind, body: { feeFen: yuanToFen(v.yuan ?? ''), reason } };
      case 'plate':
        return { kind, body: { plateNo: v.plateNo ?? '', reason } };
      default:
        return { kind, body: { reason } };
    }
  }

  async function submit() {
    setProblem(undefined);
    const values = await form.validateFields();
    let body: Correction;
    try {
      body = bodyOf(values);
    } catch (err) {
      setProblem(err instanceof Error ? err.message : String(err));
      return;
    }
    try {
      await correction.mutateAsync(body);
      void message.success(`${TITLE[kind]}已完成`);
      onClose();
    } catch (err) {
      setProblem(err instanceof Error ? err.message : String(err));
    }
  }

  return (
    <Modal
      open
      title={TITLE[kind]}
      okText="确定"
      cancelText="取消"
      onOk={submit}
      onCancel={onClose}
      confirmLoading={correction.isPending}
    >
      <ErrorAlert error={problem} gap={12} />
      <Form form={form} layout="vertical" name={`correction-${kind}`}>
        {kind === 'waive' && (
          <Form.Item name="yuan" label={`减免金额（元，留空为全部待缴 ${(stay.owedFen / 100).toFixed(2)} 元）`}>
            <Input inputMode="decimal" />
          </Form.Item>
        )}
        {kind === 'adjust' && (
          <Form.Item name="yuan" label="调整后金额（元）" rules={[{ required: true, message: '请填写调整后的金额' }]}>
            <Input inputMode="decimal" />
          </Form.Item>
        )}
        {kind === 'plate' && (
          <Form.Item name="plateNo" label="正确车牌" rules={[{ required: true, message: '请填写车牌号' }]}>
            <Input />
          </Form.Item>
        )}
        <Form.Item name="reason" label="原因" rules={[{ required: true, whitespace: true, message: '请填写原因' }]}>
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
