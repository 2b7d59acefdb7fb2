import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import Toast from 'antd-mobile/es/components/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { driverKeys } from '../../../api/auth/keys';
import { useLoginInfo } from '../../../api/auth/login-info';
import { CaptchaField } from '../../../components/verification/captcha-field';
import { SmsCodeButton } from '../../../components/verification/sms-code-button';
import { useChallenge } from '../../../components/verification/use-challenge';
import { checkConfirmation, checkNewPassword, checkPhone, checkVerifyCode, rule } from '../../../lib/form-rules';
import { Paths } from '../../../lib/paths';
import { isLoggedIn } from '../../../lib/session';
import { browserStore } from '../../../lib/storage';
import { changePassword, resetPassword } from '../api/account';
import { FormPage } from '../components/form-page';

interface Values {
  phone?: string;
  verifyCode: string;
  password: string;
  confirm: string;
}

/**
 * /changePassWord: sets a password with an SMS code. Logged in, the code goes to the bound phone (a first password,
 * or the old one forgotten); logged out, it is "forgot password" for the phone typed.
 */
export default function SetPasswordPage() {
  const loggedIn = isLoggedIn(browserStore);
  const info = useLoginInfo();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const phone = Form.useWatch('phone', form) ?? '';
  const [busy, setBusy] = useState(false);
  const challenge = useChallenge();

  async function submit(values: Values) {
    setBusy(true);
    try {
      if (loggedIn) {
        await changePassword({ verifyCode: values.verifyCode, password: values.password });
        await client.invalidateQueries({ queryKey: driverKeys.loginInfo });
        Toast.show({ icon: 'success', content: '密码设置成功' });
        navigate(-1);
      } else {
        await resetPassword({
          phone: (values.phone ?? '').trim(),
          verifyCode: values.verifyCode,
          password: values.password,
        });
        Toast.show({ icon: 'success', content: '密码已重置，请使用新密码登录' });
        navigate(Paths.LOGIN, { replace: true });
      }
    } catch {
      // Told by the request layer.
    } finally {
      setBusy(false);
    }
  }

  const note = loggedIn
    ? `验证码将发送至 ${info.data?.phone ?? '绑定的手机号'}`
    : '忘记密码：验证手机号后设置新密码，其他设备将退出登录';
  return (
    <FormPage note={note} submitText="确定" busy={busy} onSubmit={() => form.submit()}>
      <Form form={form} layout="horizontal" onFinish={(values) => void submit(values)} requiredMarkStyle="none">
        {!loggedIn && (
          <Form.Item name="phone" label="手机号" rules={[rule(checkPhone)]}>
            <Input type="tel" placeholder="请输入手机号" maxLength={15} clearable autoComplete="tel" />
          </Form.Item>
        )}
        <CaptchaField challenge={challenge} />
        <Form.Item
          name="verifyCode"
          label="验证码"
          rules={[rule(checkVerifyCode)]}
          extra={
            loggedIn ? (
              <SmsCodeButton type="setPassword" challenge={challenge} />
            ) : (
              <SmsCodeButton type="resetPassword" phone={phone} challenge={challenge} />
            )
          }
        >
          <Input type="tel" placeholder="6 位数字验证码" maxLength={6} autoComplete="one-time-code" />
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
    </FormPage>
  );
}
