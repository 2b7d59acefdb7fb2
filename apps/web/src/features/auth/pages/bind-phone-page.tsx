import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import Toast from 'antd-mobile/es/components/toast';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../api/auth/session';
import { CaptchaField } from '../../../components/verification/captcha-field';
import { SmsCodeButton } from '../../../components/verification/sms-code-button';
import { useChallenge } from '../../../components/verification/use-challenge';
import { checkPhone, checkVerifyCode, rule } from '../../../lib/form-rules';
import { bindPhone } from '../api/register';
import { AuthLayout } from '../components/auth-layout';
import styles from '../components/auth-layout.module.css';
import { loginTarget } from '../lib/login-target';

interface Values {
  phone: string;
  verifyCode: string;
}

/**
 * /bindPhone: a WeChat account proves a phone before it can pay or add vehicles (0xd12501022 sends drivers here).
 * A phone that already has an account brings the driver into that account.
 */
export default function BindPhonePage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const [form] = Form.useForm<Values>();
  const phone = Form.useWatch('phone', form) ?? '';
  const [busy, setBusy] = useState(false);
  const challenge = useChallenge();

  async function submit(values: Values) {
    setBusy(true);
    try {
      const result = await bindPhone({ phone: values.phone.trim(), verifyCode: values.verifyCode });
      if (result.token && result.refreshToken)
        session.start({ token: result.token, refreshToken: result.refreshToken });
      Toast.show({ icon: 'success', content: result.merged ? '已登录该手机号的账号' : '绑定成功' });
      navigate(loginTarget(search, window.location.origin), { replace: true });
    } catch {
      // Told by the request layer.
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout title="绑定手机号" subtitle="为保障账户安全，缴费和管理车辆前请先绑定手机号">
      <Form form={form} layout="horizontal" onFinish={(values) => void submit(values)} requiredMarkStyle="none">
        <Form.Item name="phone" label="手机号" rules={[rule(checkPhone)]}>
          <Input type="tel" placeholder="请输入手机号" maxLength={15} clearable autoComplete="tel" />
        </Form.Item>
        <CaptchaField challenge={challenge} />
        <Form.Item
          name="verifyCode"
          label="验证码"
          rules={[rule(checkVerifyCode)]}
          extra={<SmsCodeButton type="bindPhone" phone={phone} challenge={challenge} />}
        >
          <Input type="tel" placeholder="6 位数字验证码" maxLength={6} autoComplete="one-time-code" />
        </Form.Item>
      </Form>
      <p className={styles.hint}>若该手机号已注册，微信将关联到该手机号的账号</p>
      <div className={styles.actions}>
        <Button block color="primary" size="large" shape="rounded" loading={busy} onClick={() => form.submit()}>
          绑定
        </Button>
      </div>
    </AuthLayout>
  );
}
