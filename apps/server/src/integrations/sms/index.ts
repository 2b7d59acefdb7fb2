import type { Clock } from '../../clock';
import type { SmsConfig } from '../../config';
import type { Db } from '../../db/client';
import { createAliyunSmsProvider } from './aliyun';
import { createOutboxSmsProvider } from './outbox';
import type { SmsProvider } from './sms-provider';

export { createOutboxReader, writeOutboxNotice, type OutboxReader } from './outbox';
export { SmsSendError, verifyCodeText, type SmsProvider, type VerifyCodeSms } from './sms-provider';

/** The configured provider: the outbox (default), or Aliyun SMS. */
export function createSmsProvider(config: SmsConfig, db: Db, clock: Clock): SmsProvider {
  if (config.provider === 'outbox') return createOutboxSmsProvider(db, clock);
  const { provider: _provider, ...aliyun } = config;
  return createAliyunSmsProvider({ ...aliyun, clock });
}
