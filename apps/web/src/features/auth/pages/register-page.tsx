import { Form } from '../../../components/plain-form';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { NewPasswordFields, PhoneField, VerifyCodeField } from '../../../components/form-fields';
import { FORM_STYLE } from '../../../components/form-style';
import { useChallenge } from '../../../components/verification/use-challenge';
import { href } from '../../../lib/paths';
import { useBusy } from '../../../lib/use-busy';
import { register, sendRegisterCoupon } from '../api/register';
import { Agreement, AGREEMENT_REQUIRED } from '../components/agreement';
import { AuthLayout } from '../components/auth-layout';
import styles from '../components/auth-layout.module.css';
import { useFinishLogin } from '../hooks/use-finish-login';
import { loginQuery } from '../lib/login-target';
import { installedEffects } from '../../../api/ui-effects';
import * as screen from '../../../lib/screen-paths.gen';
import { MainButton } from '../../../components/main-button';

interface Values {
  phone: string;
  verifyCode: string;
  password: string;
}

/** /registor: a new account with phone, SMS code and password; logged in right after. */
export default function RegisterPage() {
  const { search } = useLocation();
  const [form] = Form.useForm<Values>();
  const phone = Form.useWatch('phone', form) ?? '';
  const [agreed, setAgreed] = useState(false);
  const { busy, run } = useBusy();
  const challenge = useChallenge();
  const finish = useFinishLogin();

  function submit({ phone, verifyCode, password }: Values) {
    if (!agreed) return void installedEffects.toast(AGREEMENT_REQUIRED);
    void run(async () => {
      finish(await register({ phone: phone.trim(), verifyCode, password }), { quiet: true });
      installedEffects.toast('注册成功', { success: true });
      // The registration coupon (registorSendCoupon), given once; its dialog says what arrived in /discount.
      const gift = await sendRegisterCoupon().catch(() => null);
      if (gift?.coupon)
        void installedEffects.alert({
          title: '注册礼券已到账',
          content: `${gift.coupon.title}，可在“我的-优惠券”中查看`,
        });
    });
  }

  return (
    <AuthLayout title="注册账号" subtitle="注册后即可缴纳停车费、管理车辆">
      <Form form={form} layout="horizontal" style={FORM_STYLE} onFinish={submit}>
        <PhoneField />
        <VerifyCodeField type="register" phone={phone} challenge={challenge} />
        <NewPasswordFields form={form} label="设置密码" />
      </Form>
      <Agreement checked={agreed} onChange={setAgreed} />
      <div className={styles.actions}>
        <MainButton shape="rounded" loading={busy} onClick={() => form.submit()}>
          注册
        </MainButton>
      </div>
      <div className={styles.links}>
        <span />
        <Link to={href(screen.login, loginQuery(search))}>已有账号，去登录</Link>
      </div>
    </AuthLayout>
  );
}
