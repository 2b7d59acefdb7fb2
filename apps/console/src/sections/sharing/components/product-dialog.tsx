import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  SHARING_DAYS,
  SHARING_KINDS,
  SharingOperatorOps,
  SharingProductInput,
  sharingDaysLabel,
  sharingKindLabel,
  type SharingProduct,
  type SharingRule,
} from '@parking/contracts';
import { Alert, App, Button, Form, Input, InputNumber, Modal, Select, Space, Switch } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client';
import { useWrite } from '../../../api/queries';
import { optionsOf } from '../../../lib/options';

interface ProductForm {
  kind: SharingProductInput['kind'];
  name: string;
  priceYuan?: number;
  quota?: number;
  rules: Partial<SharingRule>[];
  onSale: boolean;
}

/**
 * 新建产品 / 编辑: a product of the park — kind, name, price, places per period and its windows (工作日 / 休息日 / 每日,
 * from–to; a window ending before it starts runs into the next day). The contract's schema judges it here and again
 * on the server.
 */
export function ProductDialog({
  parkId,
  product,
  onClose,
}: {
  parkId: string;
  /** The product edited; undefined: a new one. */
  product: SharingProduct | undefined;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ProductForm>();
  const [problem, setProblem] = useState<string>();
  const { message } = App.useApp();
  const save = useWrite(
    (body: SharingProductInput) => api.call(SharingOperatorOps.putSharingProduct, { body }),
    ['sharing', parkId],
  );
  const initial: ProductForm = product
    ? {
        kind: product.kind,
        name: product.name,
        priceYuan: product.priceFen / 100,
        quota: product.totalNum,
        rules: product.rules,
        onSale: true,
      }
    : { kind: 'package', name: '', rules: [{ days: 'workdays', from: '18:00', to: '08:00' }], onSale: true };

  function submit(v: ProductForm) {
    const parsed = SharingProductInput.safeParse({
      ...(product ? { productId: product.productId } : {}),
      parkId,
      kind: v.kind,
      name: v.name,
      priceFen: v.priceYuan === undefined || v.priceYuan === null ? undefined : Math.round(v.priceYuan * 100),
      quota: v.quota,
      rules: v.rules,
      onSale: v.onSale,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return setProblem(`${issue?.path.join('.') ?? ''} ${issue?.message ?? '填写有误'}`.trim());
    }
    setProblem(undefined);
    save.mutate(parsed.data, { onSuccess: () => (void message.success('产品已保存'), onClose()) });
  }

  return (
    <Modal
      open
      title={product ? `编辑产品：${product.name}` : '新建错时共享产品'}
      okText="保存"
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      {(problem ?? save.error) && (
        <Alert type="error" showIcon title={problem ?? save.error!.message} style={{ marginBottom: 16 }} />
      )}
      <Form<ProductForm> form={form} layout="vertical" name="sharing-product" initialValues={initial} onFinish={submit}>
        <Space size={16} wrap>
          <Form.Item name="kind" label="类型">
            <Select style={{ width: 120 }} options={optionsOf(SHARING_KINDS, sharingKindLabel)} />
          </Form.Item>
          <Form.Item name="name" label="名称" rules={[{ required: true, message: '请填写名称' }]}>
            <Input maxLength={40} style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="onSale" label="在售" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Space size={16} wrap>
          <Form.Item name="priceYuan" label="价格（元）" rules={[{ required: true, message: '请填写价格' }]}>
            <InputNumber min={0.01} precision={2} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item
            name="quota"
            label="每期车位数"
            extra="包期按月，预约按日"
            rules={[{ required: true, message: '请填写车位数' }]}
          >
            <InputNumber min={0} precision={0} style={{ width: 160 }} />
          </Form.Item>
        </Space>
        <Form.List name="rules">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, i) => (
                <Space key={field.key} align="baseline" wrap>
                  <Form.Item name={[field.name, 'days']} label={`时段 ${i + 1}`}>
                    <Select style={{ width: 110 }} options={optionsOf(SHARING_DAYS, sharingDaysLabel)} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'from']} label="开始" extra="HH:MM">
                    <Input style={{ width: 90 }} placeholder="18:00" />
                  </Form.Item>
                  <Form.Item name={[field.name, 'to']} label="结束" extra="早于开始为次日">
                    <Input style={{ width: 90 }} placeholder="08:00" />
                  </Form.Item>
                  {fields.length > 1 && (
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      onClick={() => remove(field.name)}
                      aria-label={`删除时段 ${i + 1}`}
                    />
                  )}
                </Space>
              ))}
              {fields.length < 7 && (
                <Button icon={<PlusOutlined />} onClick={() => add({ days: 'restdays', from: '00:00', to: '00:00' })}>
                  添加时段
                </Button>
              )}
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
