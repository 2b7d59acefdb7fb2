import Button from 'antd-mobile/es/components/button';
import { Form } from '../../../components/plain-form';
import Input from 'antd-mobile/es/components/input';
import { LightTabs } from '../../../components/light-tabs';
import { isMobilePhone } from '@parking/contracts';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PhoneField, VerifyCodeField } from '../../../components/form-fields';
import { FORM_STYLE } from '../../../components/form-style';
import { CaptchaField } from '../../../components/verification/captcha-field';
import { useChallenge } from '../../../components/verification/use-challenge';
import { checkRequired } from '../../../lib/form-rules';
import { href, Paths } from '../../../lib/paths';
import { useBusy } from '../../../lib/use-busy';
import { checkAccount, loginWithCode, loginWithPassword } from '../api/login';
import { Agreement, AGREEMENT_REQUIRED } from '../components/agreement';
import { AuthLayout } from '../components/auth-layout';
import styles from '../components/auth-layout.module.css';
import { useFinishLogin } from '../hooks/use-finish-login';
import { hostLogin, useWechatLogin } from '../hooks/use-wechat-login';
import { lockText, loginRefusalOf, triesLeftText } from '../lib/login-refusal';
import { loginQuery } from '../lib/login-target';
import { installedEffects } from '../../../api/ui-effects';
import * as screen from '../../../lib/screen-paths.gen';
import { MainButton } from '../../../components/main-button';

type Mode = 'password' | 'code';
const LOGIN_TABS = [
  { key: 'password', title: '密码登录' },
  { key: 'code', title: '验证码登录' },
] as const;

interface Values {
  phone: string;
  password?: string;
  verifyCode?: string;
}

/** /login: phone and password, or phone and SMS code; honours `redirect` and `enCodeUrl` (spec section 2). */
export default function LoginPage() {
  const { search } = useLocation();
  const [mode, setMode] = useState<Mode>(new URLSearchParams(search).get('tab') === 'code' ? 'code' : 'password');
  const [form] = Form.useForm<Values>();
  const phone = Form.useWatch('phone', form) ?? '';
  const [agreed, setAgreed] = useState(false);
  const { busy, run } = useBusy();
  const loginChallenge = useChallenge();
  const smsChallenge = useChallenge();
  const finish = useFinishLogin();
  const wechatLogin = useWechatLogin();
  const [triesLeft, setTriesLeft] = useState<number>();

  // A phone whose password login needs the picture (earlier failures) gets it as soon as it is typed, not after a tap.
  const typedPhone = phone.trim();
  const needsCheck = mode === 'password' && isMobilePhone(typedPhone) && !loginChallenge.picture;
  const { refresh: refreshPicture } = loginChallenge;
  useEffect(() => {
    if (!needsCheck) return;
    let current = true;
    checkAccount(typedPhone)
      .then(async (account) => {
        if (current && account.challengeRequired) await refreshPicture();
      })
      .catch(() => undefined); // only a head start: the login itself still asks when it must
    return () => {
      current = false;
    };
  }, [needsCheck, typedPhone, refreshPicture]);

  /** A refused password: the tries left, the picture before the next tap, or the lock as a dialog. */
  async function refused(error: unknown) {
    const refusal = loginRefusalOf(error);
    if (!refusal) return loginChallenge.handle(error);
    if (refusal.locked) {
      setTriesLeft(undefined);
      const useSms = await installedEffects.confirm({
        title: '账号已锁定',
        content: lockText(refusal.lockedUntil),
        confirmText: '短信验证码登录',
        cancelText: '知道了',
      });
      if (useSms) setMode('code');
      return;
    }
    setTriesLeft(refusal.triesLeft);
    if (refusal.challengeRequired) await loginChallenge.refresh().catch(() => undefined);
  }

  function submit(values: Values) {
    if (!agreed) return void installedEffects.toast(AGREEMENT_REQUIRED);
    if (mode === 'password' && !loginChallenge.ready()) return;
    const typed = values.phone.trim();
    void run(
      async () =>
        finish(
          mode === 'password'
            ? await loginWithPassword({ phone: typed, password: values.password ?? '', ...loginChallenge.fields() })
            : await loginWithCode({ phone: typed, verifyCode: values.verifyCode ?? '' }),
        ),
      // A picture challenge, if the server asks for one, appears in the form.
      mode === 'password' ? refused : loginChallenge.handle,
    );
  }

  return (
    <AuthLayout title="欢迎登录" subtitle="登录后可缴费、管理车辆和钱包">
      <LightTabs
        kind="line"
        aria-label="登录方式"
        tabs={LOGIN_TABS}
        activeKey={mode}
        onChange={(key) => setMode(key as Mode)}
      />
      <Form form={form} layout="horizontal" style={FORM_STYLE} onFinish={submit}>
        <PhoneField />
        {mode === 'password' ? (
          <>
            <Form.Item name="password" label="密码" check={checkRequired('请输入密码')}>
              <Input type="password" placeholder="请输入密码" maxLength={20} autoComplete="current-password" />
            </Form.Item>
            <CaptchaField challenge={loginChallenge} />
          </>
        ) : (
          <VerifyCodeField type="login" phone={phone} challenge={smsChallenge} />
        )}
      </Form>
      {mode === 'code' && <p className={styles.hint}>未注册的手机号验证后将自动注册</p>}
      {mode === 'password' && triesLeft !== undefined && (
        <p className={styles.warning} role="status">
          {triesLeftText(triesLeft)}
        </p>
      )}
      <Agreement checked={agreed} onChange={setAgreed} />
      <div className={styles.actions}>
        <MainButton shape="rounded" loading={busy} onClick={() => form.submit()}>
          登录
        </MainButton>
        {hostLogin() && (
          <Button block size="large" shape="rounded" onClick={() => void wechatLogin().catch(() => undefined)}>
            {hostLogin()}
          </Button>
        )}
      </div>
      <div className={styles.links}>
        <Link to={href(screen.registor, loginQuery(search))}>注册新账号</Link>
        <Link to={Paths.SET_PASSWORD}>忘记密码</Link>
      </div>
    </AuthLayout>
  );
}
