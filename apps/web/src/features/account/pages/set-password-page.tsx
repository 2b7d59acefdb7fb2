import { Form } from '../../../components/plain-form';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { driverKeys } from '../../../api/auth/keys';
import { useLoginInfo } from '../../../api/auth/login-info';
import { NewPasswordFields, PhoneField, VerifyCodeField } from '../../../components/form-fields';
import { FORM_STYLE } from '../../../components/form-style';
import { useChallenge } from '../../../components/verification/use-challenge';
import { Paths } from '../../../lib/paths';
import { isLoggedIn } from '../../../lib/session';
import { browserStore } from '../../../lib/storage';
import { useBusy } from '../../../lib/use-busy';
import { useGoBack } from '../../../lib/use-go-back';
import { changePassword, resetPassword } from '../api/account';
import { FormPage } from '../components/form-page';
import { installedEffects } from '../../../api/ui-effects';

interface Values {
  phone?: string;
  verifyCode: string;
  password: string;
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
  const goBack = useGoBack(Paths.USER_INFO);
  const [form] = Form.useForm<Values>();
  const phone = Form.useWatch('phone', form) ?? '';
  const { busy, run } = useBusy();
  const challenge = useChallenge();

  const submit = ({ phone, verifyCode, password }: Values) =>
    void run(async () => {
      if (loggedIn) {
        await changePassword({ verifyCode, password });
        await client.invalidateQueries({ queryKey: driverKeys.loginInfo });
        installedEffects.toast('密码设置成功', { success: true });
        goBack();
      } else {
        await resetPassword({ phone: (phone ?? '').trim(), verifyCode, password });
        installedEffects.toast('密码已重置，请使用新密码登录', { success: true });
        navigate(Paths.LOGIN, { replace: true });
      }
    });

  const note = loggedIn
    ? `验证码将发送至 ${info.data?.phone ?? '绑定的手机号'}`
    : '忘记密码：验证手机号后设置新密码，其他设备将退出登录';
  return (
    <FormPage note={note} submitText="确定" busy={busy} onSubmit={() => form.submit()}>
      <Form form={form} layout="horizontal" style={FORM_STYLE} onFinish={submit}>
        {loggedIn ? (
          <VerifyCodeField type="setPassword" challenge={challenge} />
        ) : (
          <>
            <PhoneField />
            <VerifyCodeField type="resetPassword" phone={phone} challenge={challenge} />
          </>
        )}
        <NewPasswordFields form={form} />
      </Form>
    </FormPage>
  );
}
