import { OperatorPasswordChange } from '@parking/contracts';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Form, Input } from 'antd';
import { useZodForm } from '../../../components/zod-form';
import { changePassword } from '../api/password';
import { PageTitle } from '../../../components/headings';

/** The signed-in operator changes their password; their other sessions end. */
export default function PasswordPage() {
  const { form, whenValid } = useZodForm(OperatorPasswordChange);
  const { message } = App.useApp();
  const change = useMutation({ mutationFn: changePassword });
  const submit = whenValid((body) => {
    change.mutate(body, {
      onSuccess: () => {
        form.resetFields();
        void message.success('密码已修改，其他设备上的登录已退出');
      },
      onError: (err) => void message.error(err.message),
    });
  });
  return (
    <Card title={<PageTitle>修改密码</PageTitle>} style={{ maxWidth: 520 }}>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="oldPassword" label="原密码">
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="newPassword" label="新密码" extra="8 到 64 位，须包含字母和数字">
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          修改密码
        </Button>
      </Form>
    </Card>
  );
}
