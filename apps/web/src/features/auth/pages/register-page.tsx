import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import Toast from 'antd-mobile/es/components/toast';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CaptchaField } from '../../../components/verification/captcha-field';
import { SmsCodeButton } from '../../../components/verification/sms-code-button';
import { useChallenge } from '../../../components/verification/use-challenge';
import { checkConfirmation, checkNewPassword, checkPhone, checkVerifyCode, rule } from '../../../lib/form-rules';
import { Paths } from '../../../lib/paths';
import { register } from '../api/register';
import { Agreement, AGREEMENT_REQUIRED } from '../components/agreement';
import { AuthLayout } from '../components/auth-layout';
import styles from '../components/auth-layout.module.css';
import { useFinishLogin } from '../hooks/use-finish-login';
import { targetQuery } from '../lib/login-target';

interface Values {
  phone: string;
  verifyCode: string;
  password: string;
  confirm: string;
}

/** /registor: a new account with phone, SMS code and password; logged in right after. */
export default function RegisterPage() {
  const { search } = useLocation();
  const [form] = Form.useForm<Values>();
  const phone = Form.useWatch('phone', form) ?? '';
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const challenge = useChallenge();
  const finish = useFinishLogin();

  async function submit(values: Values) {
    if (!agreed) return void Toast.show({ content: AGREEMENT_REQUIRED });
    setBusy(true);
    try {
      const result = await register({
        phone: values.phone.trim(),
        verifyCode: values.verifyCode,
        password: values.password,
      });
      finish(result, { quiet: true });
      Toast.show({ icon: 'success', content: '注册成功' });
    } catch {
      // Told by the request layer (wrong code, phone taken…); the form stays as typed.
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout title="注册账号" subtitle="注册后即可缴纳停车费、管理车辆">
      <Form form={form} layout="horizontal" onFinish={(values) => void submit(values)} requiredMarkStyle="none">
        <Form.Item name="phone" label="手机号" rules={[rule(checkPhone)]}>
          <Input type="tel" placeholder="请输入手机号" maxLength={15} clearable autoComplete="tel" />
        </Form.Item>
        <CaptchaField challenge={challenge} />
        <Form.Item
          name="verifyCode"
          label="验证码"
          rules={[rule(checkVerifyCode)]}
          extra={<SmsCodeButton type="register" phone={phone} challenge={challenge} />}
        >
          <Input type="tel" placeholder="6 位数字验证码" maxLength={6} autoComplete="one-time-code" />
        </Form.Item>
        <Form.Item name="password" label="设置密码" rules={[rule(checkNewPassword)]}>
          <Input type="password" placeholder="8-20 位字母和数字" maxLength={20} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label="确认密码"
          rules={[rule(checkConfirmation(() => form.getFieldValue('password') ?? ''))]}
        >
          <Input type="password" placeholder="再次输入密码" maxLength={20} autoComplete="new-password" />
        </Form.Item>
      </Form>
      <Agreement checked={agreed} onChange={setAgreed} />
      <div className={styles.actions}>
        <Button block color="primary" size="large" shape="rounded" loading={busy} onClick={() => form.submit()}>
          注册
        </Button>
      </div>
      <div className={styles.links}>
        <span />
        <Link to={`${Paths.LOGIN}${targetQuery(search)}`}>已有账号，去登录</Link>
      </div>
    </AuthLayout>
  );
}
