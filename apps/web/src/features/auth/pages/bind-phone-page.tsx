import { Form } from '../../../components/plain-form';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../api/auth/session';
import { PhoneField, VerifyCodeField } from '../../../components/form-fields';
import { FORM_STYLE } from '../../../components/form-style';
import { useChallenge } from '../../../components/verification/use-challenge';
import { useBusy } from '../../../lib/use-busy';
import { bindPhone } from '../api/register';
import { AuthLayout } from '../components/auth-layout';
import styles from '../components/auth-layout.module.css';
import { loginTarget } from '../lib/login-target';
import { installedEffects } from '../../../api/ui-effects';
import { MainButton } from '../../../components/main-button';

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
  const { busy, run } = useBusy();
  const challenge = useChallenge();

  const submit = ({ phone, verifyCode }: Values) =>
    void run(async () => {
      const result = await bindPhone({ phone: phone.trim(), verifyCode });
      if (result.token && result.refreshToken)
        session.start({ token: result.token, refreshToken: result.refreshToken });
      installedEffects.toast(result.merged ? '已登录该手机号的账号' : '绑定成功', { success: true });
      navigate(loginTarget(search, window.location.origin), { replace: true });
    });

  return (
    <AuthLayout title="绑定手机号" subtitle="为保障账户安全，缴费和管理车辆前请先绑定手机号">
      <Form form={form} layout="horizontal" style={FORM_STYLE} onFinish={submit}>
        <PhoneField />
        <VerifyCodeField type="bindPhone" phone={phone} challenge={challenge} />
      </Form>
      <p className={styles.hint}>若该手机号已注册，微信将关联到该手机号的账号</p>
      <div className={styles.actions}>
        <MainButton shape="rounded" loading={busy} onClick={() => form.submit()}>
          绑定
        </MainButton>
      </div>
    </AuthLayout>
  );
}
