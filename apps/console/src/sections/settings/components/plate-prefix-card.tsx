import { ParamConfigUpdate, type DealerSettings } from '@parking/contracts';
import { App, Button, Card, Form, Input, Space } from 'antd';
import { useEffect } from 'react';
import { useZodForm } from '../../../components/zod-form';
import { useSettingsMutations } from '../api/settings';
import { SectionTitle } from '../../../components/headings';

/** 默认车牌前缀: what the driver app's plate keyboard starts with (a province's short name, optionally its letter). */
export function PlatePrefixCard({ settings }: { settings: DealerSettings }) {
  const { form, whenValid } = useZodForm(ParamConfigUpdate);
  const { saveProvince } = useSettingsMutations();
  const { message } = App.useApp();
  useEffect(() => form.setFieldsValue({ province: settings.province }), [form, settings.province]);
  const save = whenValid((body) => {
    saveProvince.mutate(body, {
      onSuccess: () => void message.success('默认车牌前缀已保存'),
      onError: (err) => form.setFields([{ name: 'province', errors: [err.message] }]),
    });
  });
  return (
    <Card title={<SectionTitle>默认车牌前缀</SectionTitle>}>
      <Form form={form} name="plate-prefix" layout="vertical" initialValues={{ province: settings.province }}>
        <Form.Item label="车牌前缀" extra="车主端输入车牌时默认选中的省份简称，可加发牌机关字母，如 浙 或 浙A">
          <Space.Compact>
            <Form.Item name="province" noStyle>
              <Input style={{ width: 120 }} maxLength={2} aria-label="车牌前缀" />
            </Form.Item>
            <Button type="primary" onClick={save} loading={saveProvince.isPending}>
              保存
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
    </Card>
  );
}
