import { PHONE_MESSAGE, isMobilePhone, type VerifyCodeType } from '@parking/contracts';
import { useState } from 'react';
import { sendVerifyCode } from '../../api/auth/verification';
import type { Challenge } from './use-challenge';
import { useCountdown } from './use-countdown';
import styles from './verification.module.css';
import { installedEffects } from '../../api/ui-effects';

export interface SmsCodeButtonProps {
  type: VerifyCodeType;
  /** The phone to text; omit for codes that go to the logged-in driver's own phone. */
  phone?: string;
  challenge: Challenge;
}

export const SMS_TEXT = {
  SEND: '获取验证码',
  SENDING: '发送中…',
  SENT: '验证码已发送',
  resendIn: (seconds: number) => `${seconds}s 后重新获取`,
};

/**
 * 获取验证码 with the 60-second countdown the server answers (`resendIn`). When the server wants a picture challenge
 * the picture appears in the form (CaptchaField) and a second tap sends the code with the answer.
 */
export function SmsCodeButton({ type, phone, challenge }: SmsCodeButtonProps) {
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);

  async function send() {
    const target = phone?.trim();
    if (phone !== undefined && !isMobilePhone(target ?? '')) {
      installedEffects.toast(PHONE_MESSAGE);
      return;
    }
    if (!challenge.ready()) return;
    setSending(true);
    try {
      const sent = await sendVerifyCode({ type, ...(target ? { phone: target } : {}), ...challenge.fields() });
      challenge.clear();
      countdown.start(sent.resendIn);
      installedEffects.toast(SMS_TEXT.SENT);
      // The next send will need the picture: show it now, not after the tap it would refuse.
      if (sent.challengeNext) await challenge.refresh().catch(() => undefined);
    } catch (error) {
      await challenge.handle(error);
    } finally {
      setSending(false);
    }
  }

  const waiting = countdown.left > 0;
  return (
    <button type="button" className={styles.sms} disabled={sending || waiting} onClick={() => void send()}>
      {sending ? SMS_TEXT.SENDING : waiting ? SMS_TEXT.resendIn(countdown.left) : SMS_TEXT.SEND}
    </button>
  );
}
