import type { VerifyCodeType } from '@parking/contracts';
import { Form, type FormStore } from './plain-form';
import Input from 'antd-mobile/es/components/input';
import { checkConfirmation, checkNewPassword, checkPhone, checkVerifyCode } from '../lib/form-rules';
import { CaptchaField } from './verification/captcha-field';
import { SmsCodeButton } from './verification/sms-code-button';
import type { Challenge } from './verification/use-challenge';

/** 手机号, checked as spec section 5 says. */
export function PhoneField({ name = 'phone', label = '手机号', placeholder = '请输入手机号' }) {
  return (
    <Form.Item name={name} label={label} check={checkPhone}>
      <Input type="tel" placeholder={placeholder} maxLength={15} clearable autoComplete="tel" />
    </Form.Item>
  );
}

export interface VerifyCodeFieldProps {
  type: VerifyCodeType;
  /** The phone typed in the form; omit for codes sent to the logged-in driver's own phone. */
  phone?: string;
  challenge: Challenge;
  name?: string;
  label?: string;
}

/** The SMS code row with its 获取验证码 button, and the picture challenge above it when the server asks for one. */
export function VerifyCodeField({
  type,
  phone,
  challenge,
  name = 'verifyCode',
  label = '验证码',
}: VerifyCodeFieldProps) {
  return (
    <>
      <CaptchaField challenge={challenge} />
      <Form.Item
        name={name}
        label={label}
        check={checkVerifyCode}
        extra={<SmsCodeButton type={type} phone={phone} challenge={challenge} />}
      >
        <Input type="tel" placeholder="请输入验证码" maxLength={6} autoComplete="one-time-code" />
      </Form.Item>
    </>
  );
}

/** A new password (8-20 letters and digits) and the same typed again. */
export function NewPasswordFields({
  form,
  label = '新密码',
}: {
  form: Pick<FormStore<{ password: string }>, 'getFieldValue'>;
  label?: string;
}) {
  return (
    <>
      <Form.Item name="password" label={label} check={checkNewPassword}>
        <Input type="password" placeholder="8-20 位字母和数字" maxLength={20} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirm" label="确认密码" check={checkConfirmation(() => form.getFieldValue('password') ?? '')}>
        <Input type="password" placeholder="再次输入密码" maxLength={20} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
