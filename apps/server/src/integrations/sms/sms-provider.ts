/** A verification code text message. */
export interface VerifyCodeSms {
  phone: string;
  code: string;
  /** The signature in 【】 (the dealer's app name in the outbox; the provider's approved sign name otherwise). */
  signName: string;
  ttlMinutes: number;
}

/** Sends verification codes: the development outbox, or a cloud SMS service. */
export interface SmsProvider {
  readonly name: string;
  /** Resolves once the provider accepted the message; rejects with SmsSendError otherwise. */
  sendVerifyCode(message: VerifyCodeSms): Promise<void>;
}

/** The provider refused or could not be reached; `providerCode` is its own error code when it sent one. */
export class SmsSendError extends Error {
  override readonly name = 'SmsSendError';
  constructor(
    message: string,
    readonly providerCode?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The text drivers read (the provider's template says the same). */
export const verifyCodeText = ({ signName, code, ttlMinutes }: VerifyCodeSms): string =>
  `【${signName}】您的验证码为 ${code}，${ttlMinutes} 分钟内有效，请勿泄露给他人。`;
