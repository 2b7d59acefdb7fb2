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
import { checkPhone, checkVerifyCode, rule } from '../../../lib/form-rules';
import { changePhone } from '../api/account';
import { FormPage } from '../components/form-page';

interface Values {
  oldVerifyCode: string;
  phone: string;
  verifyCode: string;
}

/** /changeTel: a code from the current phone and one from the new phone move the account to the new phone. */
export default function ChangePhonePage() {
  const info = useLoginInfo();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const phone = Form.useWatch('phone', form) ?? '';
  const [busy, setBusy] = useState(false);
  const oldChallenge = useChallenge();
  const newChallenge = useChallenge();

  async function submit(values: Values) {
    setBusy(true);
    try {
      await changePhone({
        oldVerifyCode: values.oldVerifyCode,
        phone: values.phone.trim(),
        verifyCode: values.verifyCode,
      });
      await client.invalidateQueries({ queryKey: driverKeys.loginInfo });
      Toast.show({ icon: 'success', content: '手机号已更换' });
      navigate(-1);
    } catch {
      // Told by the request layer.
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormPage
      note={`当前手机号 ${info.data?.phone ?? ''}，更换后请使用新手机号登录`}
      submitText="确认更换"
      busy={busy}
      onSubmit={() => form.submit()}
    >
      <Form form={form} layout="horizontal" onFinish={(values) => void submit(values)} requiredMarkStyle="none">
        <CaptchaField challenge={oldChallenge} />
        <Form.Item
          name="oldVerifyCode"
          label="原手机验证码"
          rules={[rule(checkVerifyCode)]}
          extra={<SmsCodeButton type="verifyOldPhone" challenge={oldChallenge} />}
        >
          <Input type="tel" placeholder="6 位数字" maxLength={6} autoComplete="one-time-code" />
        </Form.Item>
        <Form.Item name="phone" label="新手机号" rules={[rule(checkPhone)]}>
          <Input type="tel" placeholder="请输入新手机号" maxLength={15} clearable />
        </Form.Item>
        <CaptchaField challenge={newChallenge} />
        <Form.Item
          name="verifyCode"
          label="新手机验证码"
          rules={[rule(checkVerifyCode)]}
          extra={<SmsCodeButton type="changePhone" phone={phone} challenge={newChallenge} />}
        >
          <Input type="tel" placeholder="6 位数字" maxLength={6} autoComplete="one-time-code" />
        </Form.Item>
      </Form>
    </FormPage>
  );
}
