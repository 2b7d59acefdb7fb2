import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import Toast from 'antd-mobile/es/components/toast';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { checkConfirmation, checkNewPassword, checkRequired, rule } from '../../../lib/form-rules';
import { Paths } from '../../../lib/paths';
import { changePassword } from '../api/account';
import { FormPage } from '../components/form-page';
import styles from './account-pages.module.css';

interface Values {
  oldPassword: string;
  password: string;
  confirm: string;
}

/** /passWordChange: modify the password with the old one; other phones are logged out. */
export default function ChangePasswordPage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);

  async function submit(values: Values) {
    setBusy(true);
    try {
      await changePassword({ oldPassword: values.oldPassword, password: values.password });
      Toast.show({ icon: 'success', content: '密码修改成功' });
      navigate(-1);
    } catch {
      // Told by the request layer (原密码错误, locked…).
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormPage note="修改密码后，其他设备上的登录将失效" submitText="确定" busy={busy} onSubmit={() => form.submit()}>
      <Form form={form} layout="horizontal" onFinish={(values) => void submit(values)} requiredMarkStyle="none">
        <Form.Item name="oldPassword" label="原密码" rules={[rule(checkRequired('请输入原密码'))]}>
          <Input type="password" placeholder="请输入原密码" maxLength={20} autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="password" label="新密码" rules={[rule(checkNewPassword)]}>
          <Input type="password" placeholder="8-20 位字母和数字" maxLength={20} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label="确认密码"
          rules={[rule(checkConfirmation(() => form.getFieldValue('password') ?? ''))]}
        >
          <Input type="password" placeholder="再次输入新密码" maxLength={20} autoComplete="new-password" />
        </Form.Item>
      </Form>
      <div className={styles.inlineLink}>
        <Link to={Paths.SET_PASSWORD}>忘记原密码？通过短信验证码设置</Link>
      </div>
    </FormPage>
  );
}
