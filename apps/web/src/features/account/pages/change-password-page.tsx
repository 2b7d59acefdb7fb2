import { Form } from '../../../components/plain-form';
import Input from 'antd-mobile/es/components/input';
import { Link } from 'react-router';
import { NewPasswordFields } from '../../../components/form-fields';
import { FORM_STYLE } from '../../../components/form-style';
import { checkRequired } from '../../../lib/form-rules';
import { Paths } from '../../../lib/paths';
import { useBusy } from '../../../lib/use-busy';
import { useGoBack } from '../../../lib/use-go-back';
import { changePassword } from '../api/account';
import { FormPage } from '../components/form-page';
import styles from './account-pages.module.css';
import { installedEffects } from '../../../api/ui-effects';

interface Values {
  oldPassword: string;
  password: string;
}

/** /passWordChange: modify the password with the old one; other phones are logged out. */
export default function ChangePasswordPage() {
  const goBack = useGoBack(Paths.USER_INFO);
  const [form] = Form.useForm<Values>();
  const { busy, run } = useBusy();

  const submit = ({ oldPassword, password }: Values) =>
    void run(async () => {
      await changePassword({ oldPassword, password });
      installedEffects.toast('密码修改成功', { success: true });
      goBack();
    });

  return (
    <FormPage note="修改密码后，其他设备上的登录将失效" submitText="确定" busy={busy} onSubmit={() => form.submit()}>
      <Form form={form} layout="horizontal" style={FORM_STYLE} onFinish={submit}>
        <Form.Item name="oldPassword" label="原密码" check={checkRequired('请输入原密码')}>
          <Input type="password" placeholder="请输入原密码" maxLength={20} autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields form={form} />
      </Form>
      <div className={styles.inlineLink}>
        <Link to={Paths.SET_PASSWORD}>忘记原密码？通过短信验证码设置</Link>
      </div>
    </FormPage>
  );
}
