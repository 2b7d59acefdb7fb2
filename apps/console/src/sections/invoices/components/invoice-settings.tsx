import {
  FEE_KIND_TEXT,
  FEE_KINDS,
  InvoiceOperatorOps,
  SaveInvoiceSettings,
  type InvoiceSettings,
  type InvoiceSettingsInput,
} from '@parking/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Col, Drawer, Form, Input, Row, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../../api/client';
import { ErrorAlert } from '../../../components/error-alert';
import { withoutErrors } from '../../../components/zod-form';

const settingsQuery = queryOptions({
  queryKey: ['invoiceSettings'],
  queryFn: () => api.call(InvoiceOperatorOps.invoiceSettings),
});

const SELLER: [keyof InvoiceSettings, string, string?][] = [
  ['sellerName', '销售方名称'],
  ['sellerTaxNo', '纳税人识别号', '18 位统一社会信用代码'],
  ['sellerAddress', '地址'],
  ['sellerPhone', '电话'],
  ['sellerBank', '开户行'],
  ['sellerAccount', '账号'],
  ['clerk', '开票人'],
];

type Values = Omit<InvoiceSettingsInput, 'taxItems'> & {
  taxItems?: Partial<Record<string, { goodsName?: string; taxCode?: string; taxRate?: string }>>;
};

/** The body to save: the seller, and each fee kind's tax item when any of its three fields is filled. */
function bodyOf(values: Values): InvoiceSettingsInput {
  const taxItems: Record<string, { goodsName: string; taxCode: string; taxRate: string }> = {};
  for (const kind of FEE_KINDS) {
    const item = values.taxItems?.[kind];
    if (item && (item.goodsName || item.taxCode || item.taxRate)) {
      taxItems[kind] = { goodsName: item.goodsName ?? '', taxCode: item.taxCode ?? '', taxRate: item.taxRate ?? '' };
    }
  }
  const seller = Object.fromEntries(SELLER.map(([key]) => [key, (values[key as keyof Values] as string) ?? '']));
  return { ...seller, taxItems } as InvoiceSettingsInput;
}

/** 开票设置 (finance): the seller printed on every invoice and each fee kind's tax item; checked by the contract. */
export function InvoiceSettingsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>开票设置</Button>
      {open && <InvoiceSettingsDrawer onClose={() => setOpen(false)} />}
    </>
  );
}

function InvoiceSettingsDrawer({ onClose }: { onClose: () => void }) {
  const settings = useQuery(settingsQuery);
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: InvoiceSettingsInput) => api.call(InvoiceOperatorOps.saveInvoiceSettings, { body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['invoiceSettings'] });
      void message.success('开票设置已保存，之后开具的发票使用新设置');
      onClose();
    },
  });
  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data as Values);
  }, [form, settings.data]);

  function submit() {
    const body = bodyOf(form.getFieldsValue(true) as Values);
    const parsed = SaveInvoiceSettings.safeParse(body);
    form.setFields(withoutErrors(form));
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((i) => ({
          name: i.path as (string | number)[],
          errors: [i.code === 'too_small' ? '请填写' : i.message],
        })),
      );
      return;
    }
    save.mutate(body);
  }

  return (
    <Drawer
      open
      title="开票设置"
      size={720}
      onClose={onClose}
      extra={
        <Button type="primary" onClick={submit} loading={save.isPending} disabled={settings.isPending}>
          保存
        </Button>
      }
    >
      <ErrorAlert error={settings.error} gap={16} />
      <ErrorAlert error={save.error} gap={16} />
      {settings.isPending ? (
        <Spin />
      ) : (
        <Form form={form} name="invoice-settings" layout="vertical">
          {settings.data === null && (
            <Alert
              type="warning"
              showIcon
              title="尚未设置：车主申请的发票在设置前无法开具"
              style={{ marginBottom: 16 }}
            />
          )}
          <Typography.Title level={2} style={{ fontSize: 15 }}>
            销售方
          </Typography.Title>
          <Row gutter={16}>
            {SELLER.map(([key, label, extra]) => (
              <Col span={12} key={key}>
                <Form.Item name={key} label={label} extra={extra}>
                  <Input />
                </Form.Item>
              </Col>
            ))}
          </Row>
          <Typography.Title level={2} style={{ fontSize: 15 }}>
            税目（按费用类型；留空的类型不能开票）
          </Typography.Title>
          {FEE_KINDS.map((kind) => (
            <Row gutter={12} key={kind} align="top">
              <Col span={4} style={{ paddingTop: 30 }}>
                {FEE_KIND_TEXT[kind]}
              </Col>
              <Col span={8}>
                <Form.Item name={['taxItems', kind, 'goodsName']} label="商品名称">
                  <Input aria-label={`${FEE_KIND_TEXT[kind]}商品名称`} placeholder="如 *经营租赁*停车费" />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item name={['taxItems', kind, 'taxCode']} label="税收分类编码">
                  <Input aria-label={`${FEE_KIND_TEXT[kind]}税收分类编码`} maxLength={19} />
                </Form.Item>
              </Col>
              <Col span={4}>
                <Form.Item name={['taxItems', kind, 'taxRate']} label="税率">
                  <Input aria-label={`${FEE_KIND_TEXT[kind]}税率`} placeholder="0.06" />
                </Form.Item>
              </Col>
            </Row>
          ))}
        </Form>
      )}
    </Drawer>
  );
}
