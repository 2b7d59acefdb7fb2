import { Form } from '../../../components/plain-form';
import { useQueryClient } from '@tanstack/react-query';
import { driverKeys } from '../../../api/auth/keys';
import { useLoginInfo } from '../../../api/auth/login-info';
import { PhoneField, VerifyCodeField } from '../../../components/form-fields';
import { FORM_STYLE } from '../../../components/form-style';
import { useChallenge } from '../../../components/verification/use-challenge';
import { Paths } from '../../../lib/paths';
import { useBusy } from '../../../lib/use-busy';
import { useGoBack } from '../../../lib/use-go-back';
import { changePhone } from '../api/account';
import { FormPage } from '../components/form-page';
import { installedEffects } from '../../../api/ui-effects';

interface Values {
  oldVerifyCode: string;
  phone: string;
  verifyCode: string;
}

/** /changeTel: a code from the current phone and one from the new phone move the account to the new phone. */
export default function ChangePhonePage() {
  const info = useLoginInfo();
  const client = useQueryClient();
  const goBack = useGoBack(Paths.USER_INFO);
  const [form] = Form.useForm<Values>();
  const phone = Form.useWatch('phone', form) ?? '';
  const { busy, run } = useBusy();
  const oldChallenge = useChallenge();
  const newChallenge = useChallenge();

  const submit = ({ oldVerifyCode, phone, verifyCode }: Values) =>
    void run(async () => {
      await changePhone({ oldVerifyCode, phone: phone.trim(), verifyCode });
      await client.invalidateQueries({ queryKey: driverKeys.loginInfo });
      installedEffects.toast('手机号已更换', { success: true });
      goBack();
    });

  return (
    <FormPage
      note={`当前手机号 ${info.data?.phone ?? ''}，更换后请使用新手机号登录`}
      submitText="确认更换"
      busy={busy}
      onSubmit={() => form.submit()}
    >
      <Form form={form} layout="horizontal" style={FORM_STYLE} onFinish={submit}>
        <VerifyCodeField type="verifyOldPhone" name="oldVerifyCode" label="原号验证码" challenge={oldChallenge} />
        <PhoneField label="新手机号" placeholder="请输入新手机号" />
        <VerifyCodeField type="changePhone" label="新号验证码" phone={phone} challenge={newChallenge} />
      </Form>
    </FormPage>
  );
}
