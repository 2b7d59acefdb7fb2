import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { H5PagesUpdate } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, Form, Input, Space, Table, Typography } from 'antd';
import { useEffect } from 'react';
import { h5PagesQuery, useSettingsMutations } from '../api/settings';
import { SectionTitle } from '../../../components/headings';
import { ErrorAlert } from '../../../components/error-alert';
import { withoutErrors } from '../../../components/zod-form';

interface Row {
  pageId: string;
  url: string;
  withDriver: boolean;
}

/**
 * 外部 H5 页面: the partner pages a home entry of type 外部 H5 opens by its page id; saved as a whole list. The
 * contract's schema checks each row before the save (the server checks it again and its refusal is shown above).
 */
export function H5PagesCard() {
  const pages = useQuery(h5PagesQuery);
  const [form] = Form.useForm();
  const { saveH5Pages } = useSettingsMutations();
  const { message } = App.useApp();
  useEffect(() => {
    if (pages.data) form.setFieldsValue({ list: pages.data.list.map((p) => ({ ...p, withDriver: !!p.withDriver })) });
  }, [form, pages.data]);

  async function save() {
    const values = form.getFieldsValue(true) as { list?: Row[] };
    const body = { list: values.list ?? [] };
    const parsed = H5PagesUpdate.safeParse(body);
    form.setFields(withoutErrors(form));
    if (!parsed.success) {
      const rows = parsed.error.issues.filter((i) => i.path.length === 3);
      form.setFields(rows.map((i) => ({ name: i.path as (string | number)[], errors: [i.message] })));
      const whole = parsed.error.issues.find((i) => i.path.length < 3);
      if (whole) void message.error(whole.message);
      return;
    }
    saveH5Pages.mutate(body, { onSuccess: () => void message.success('外部页面已保存') });
  }

  return (
    <Card
      title={<SectionTitle>外部 H5 页面</SectionTitle>}
      extra={<Typography.Text type="secondary">首页入口类型为“外部 H5”时按页面编号打开</Typography.Text>}
    >
      <ErrorAlert error={pages.error} gap={16} />
      <ErrorAlert error={saveH5Pages.error} gap={16} />
      <Form form={form} name="h5-pages" initialValues={{ list: [] }}>
        <Form.List name="list">
          {(fields, { add, remove }) => (
            <>
              <Table
                rowKey="key"
                size="small"
                pagination={false}
                loading={pages.isPending}
                dataSource={fields}
                locale={{ emptyText: '还没有外部页面' }}
                columns={[
                  {
                    title: '页面编号',
                    width: 200,
                    render: (_, f) => (
                      <Form.Item name={[f.name, 'pageId']} style={{ margin: 0 }}>
                        <Input maxLength={64} aria-label={`第 ${f.name + 1} 行页面编号`} placeholder="如 etc" />
                      </Form.Item>
                    ),
                  },
                  {
                    title: '地址',
                    render: (_, f) => (
                      <Form.Item name={[f.name, 'url']} style={{ margin: 0 }}>
                        <Input maxLength={1024} aria-label={`第 ${f.name + 1} 行地址`} placeholder="https://…" />
                      </Form.Item>
                    ),
                  },
                  {
                    title: '附带车主编号',
                    width: 130,
                    render: (_, f) => (
                      <Form.Item name={[f.name, 'withDriver']} valuePropName="checked" style={{ margin: 0 }}>
                        <Checkbox aria-label={`第 ${f.name + 1} 行附带车主编号`}>需登录</Checkbox>
                      </Form.Item>
                    ),
                  },
                  {
                    title: '操作',
                    width: 80,
                    render: (_, f) => (
                      <Button
                        type="link"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`删除第 ${f.name + 1} 行`}
                        onClick={() => remove(f.name)}
                      />
                    ),
                  },
                ]}
              />
              <Space style={{ marginTop: 12 }}>
                <Button icon={<PlusOutlined />} onClick={() => add({ pageId: '', url: '', withDriver: false })}>
                  添加页面
                </Button>
                <Button type="primary" onClick={() => void save()} loading={saveH5Pages.isPending}>
                  保存外部页面
                </Button>
              </Space>
            </>
          )}
        </Form.List>
      </Form>
    </Card>
  );
}
