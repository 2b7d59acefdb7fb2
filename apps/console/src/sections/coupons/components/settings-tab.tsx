import { CouponSettingsInput, QR_MAX_CLAIMS, QR_MAX_MINUTES, QR_MIN_MINUTES } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, InputNumber, Space, Typography } from 'antd';
import { useSettingsForm } from '../../../components/zod-form';
import { formatTime } from '../../../lib/format';
import { couponSettingsQuery, useCouponMutations } from '../api/coupons';
import { useMayEdit } from './merchants-tab';
import { SectionTitle } from '../../../components/headings';

/** 设置: the QR validation settings (ceilings on merchants' codes) and the coupon-only stay refund. */
export function SettingsTab() {
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <QrSettingsCard />
      <CouponOnlyRefundCard />
    </Space>
  );
}

function QrSettingsCard() {
  const settings = useQuery(couponSettingsQuery);
  const { saveSettings } = useCouponMutations();
  const mayEdit = useMayEdit();
  const { message } = App.useApp();
  const { form, save } = useSettingsForm(CouponSettingsInput, settings.data, (body) =>
    saveSettings.mutate(body, { onSuccess: () => void message.success('二维码核验设置已保存') }),
  );
  return (
    <Card
      title={<SectionTitle>商户二维码核验</SectionTitle>}
      extra={settings.data?.updatedAt ? `更新于 ${formatTime(settings.data.updatedAt)}` : '默认设置'}
    >
      <Typography.Paragraph type="secondary">
        店员生成领券二维码时可选的上限：二维码在有效期内、领取次数未满时可被车主扫码领取，每位车主每个二维码限领一张。
      </Typography.Paragraph>
      {(saveSettings.error ?? settings.error) && (
        <Alert
          type="error"
          showIcon
          title={(saveSettings.error ?? settings.error)!.message}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form form={form} layout="inline" name="coupon-settings" disabled={!mayEdit} onFinish={save}>
        <Form.Item name="qrMaxMinutes" label="二维码最长有效期（分钟）" extra={`${QR_MIN_MINUTES}–${QR_MAX_MINUTES}`}>
          <InputNumber min={QR_MIN_MINUTES} max={QR_MAX_MINUTES} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="qrMaxClaims" label="单个二维码最多领取次数" extra={`1–${QR_MAX_CLAIMS}`}>
          <InputNumber min={1} max={QR_MAX_CLAIMS} style={{ width: 120 }} />
        </Form.Item>
        {mayEdit && (
          <Button type="primary" htmlType="submit" loading={saveSettings.isPending}>
            保存
          </Button>
        )}
      </Form>
    </Card>
  );
}

/** The refund of a stay a coupon paid whole: the coupon goes back to its holder (decision 049). */
function CouponOnlyRefundCard() {
  const [form] = Form.useForm<{ stayId: string }>();
  const { refundCouponOnlyStay } = useCouponMutations();
  const mayEdit = useMayEdit();
  const { message } = App.useApp();
  if (!mayEdit) return null;
  return (
    <Card title={<SectionTitle>优惠券全额抵扣订单退券</SectionTitle>}>
      <Typography.Paragraph type="secondary">
        停车费由优惠券全额抵扣、未产生支付的订单，退款即把优惠券退回车主（可再次使用）。
      </Typography.Paragraph>
      {refundCouponOnlyStay.isError && (
        <Alert type="error" showIcon title={refundCouponOnlyStay.error.message} style={{ marginBottom: 16 }} />
      )}
      <Form
        form={form}
        layout="inline"
        name="coupon-only-refund"
        onFinish={(v) =>
          refundCouponOnlyStay.mutate(v.stayId.trim(), {
            onSuccess: (r) => (void message.success(`已退券，订单号 ${r.orderNo}`), form.resetFields()),
          })
        }
      >
        <Form.Item
          name="stayId"
          label="停车记录编号"
          rules={[{ required: true, pattern: /^\s*[0-9a-f-]{36}\s*$/i, message: '请填写停车记录编号（UUID）' }]}
        >
          <Input style={{ width: 340 }} />
        </Form.Item>
        <Button danger htmlType="submit" loading={refundCouponOnlyStay.isPending}>
          退券
        </Button>
      </Form>
    </Card>
  );
}
