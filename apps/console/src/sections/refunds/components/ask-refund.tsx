import { formatFen, type RefundableOrder } from '@parking/contracts';
import { App, Button, Descriptions, Form, Input, InputNumber, Modal, Space } from 'antd';
import { useEffect, useState } from 'react';
import { formatTime } from '../../../lib/format';
import { refundOrder, useRefundMutations } from '../api/refunds';
import { ErrorAlert } from '../../../components/error-alert';

/** 发起退款: find the paid order by its number, then the amount (元) and the reason. */
export function AskRefund({ initialOrderNo, onClose }: { initialOrderNo?: string; onClose: () => void }) {
  const { message } = App.useApp();
  const { ask } = useRefundMutations();
  const [orderNo, setOrderNo] = useState(initialOrderNo ?? '');
  const [order, setOrder] = useState<RefundableOrder>();
  const [lookupError, setLookupError] = useState<string>();
  const [looking, setLooking] = useState(false);
  const [form] = Form.useForm<{ amountYuan: number; reason: string }>();

  async function lookUp() {
    setLooking(true);
    setLookupError(undefined);
    setOrder(undefined);
    try {
      const found = await refundOrder(orderNo.trim());
      setOrder(found);
      form.setFieldsValue({ amountYuan: found.refundableFen / 100 });
    } catch (error) {
      setLookupError(error instanceof Error ? error.message : String(error));
    } finally {
      setLooking(false);
    }
  }

  // Opened from an order's own page (a plan, a booking): that order is looked up at once (once: the dialog's number).
  useEffect(() => {
    if (!initialOrderNo) return;
    const id = setTimeout(() => void lookUp());
    return () => clearTimeout(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the order the dialog was opened with
  }, []);

  async function submit(values: { amountYuan: number; reason: string }) {
    const amountFen = Math.round(values.amountYuan * 100);
    const done = await ask.mutateAsync({ orderNo: order!.orderNo, amountFen, reason: values.reason });
    message.success(done.state === 'refunded' ? '已退款，款项将原路退回' : '已提交，等待财务审批');
    onClose();
  }

  return (
    <Modal
      open
      title="发起退款"
      okText="提交退款申请"
      okButtonProps={{ disabled: !order || order.refundableFen === 0, loading: ask.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <Space.Compact style={{ width: '100%', marginBottom: 16 }}>
        <Input
          aria-label="订单号"
          placeholder="输入支付订单号"
          value={orderNo}
          onChange={(e) => setOrderNo(e.target.value)}
          onPressEnter={() => void lookUp()}
        />
        <Button type="primary" loading={looking} onClick={() => void lookUp()}>
          查询订单
        </Button>
      </Space.Compact>
      <ErrorAlert error={lookupError} gap={16} />
      {order && (
        <>
          <Descriptions size="small" column={2} bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label="订单">{order.orderNo}</Descriptions.Item>
            <Descriptions.Item label="类型">{order.kindText}</Descriptions.Item>
            <Descriptions.Item label="内容" span={2}>
              {[order.parkName, order.plateNo, order.description].filter(Boolean).join(' · ')}
            </Descriptions.Item>
            <Descriptions.Item label="支付方式">{order.channelText}</Descriptions.Item>
            <Descriptions.Item label="支付时间">{formatTime(order.paidAt)}</Descriptions.Item>
            <Descriptions.Item label="实付">{formatFen(order.amountFen)}</Descriptions.Item>
            <Descriptions.Item label="已退">{formatFen(order.refundedFen)}</Descriptions.Item>
            <Descriptions.Item label="审批中">{formatFen(order.requestedFen)}</Descriptions.Item>
            <Descriptions.Item label="可退">{formatFen(order.refundableFen)}</Descriptions.Item>
          </Descriptions>
          <ErrorAlert error={ask.error} gap={16} />
          <Form form={form} layout="vertical" name="askRefund" onFinish={(v) => void submit(v).catch(() => {})}>
            <Form.Item
              name="amountYuan"
              label="退款金额（元）"
              rules={[
                { required: true, message: '请输入退款金额' },
                {
                  validator: (_, v: number) =>
                    v > 0 && Math.round(v * 100) <= order.refundableFen
                      ? Promise.resolve()
                      : Promise.reject(new Error(`退款金额须大于 0 且不超过 ${formatFen(order.refundableFen)}`)),
                },
              ]}
            >
              <InputNumber min={0} precision={2} step={1} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item
              name="reason"
              label="退款原因"
              rules={[
                { required: true, whitespace: true, message: '请填写退款原因' },
                { min: 2, max: 200, message: '退款原因 2–200 个字' },
              ]}
            >
              <Input.TextArea rows={3} maxLength={200} showCount />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
