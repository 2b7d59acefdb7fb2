import { z } from 'zod';
import { MobilePhone } from '../validators/phone';
import { page } from '../envelope';

/** GET smsOutbox?phone=: what the development SMS provider "sent" (demo and test mode only). */
export const SmsOutboxQuery = z.object({ phone: MobilePhone });
export type SmsOutboxQuery = z.infer<typeof SmsOutboxQuery>;
export const SmsOutboxMessage = z.object({
  phone: z.string(),
  content: z.string(),
  /** The verification code in the message. */
  code: z.string(),
  sentAt: z.string(),
});
export type SmsOutboxMessage = z.infer<typeof SmsOutboxMessage>;
export const SmsOutbox = page(SmsOutboxMessage);
export type SmsOutbox = z.infer<typeof SmsOutbox>;
