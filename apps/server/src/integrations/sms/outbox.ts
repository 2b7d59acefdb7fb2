import { and, desc, eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import { verifyCodeText, type SmsProvider } from './sms-provider';

/** The development provider: messages go to a table, read back by the dev outbox endpoint (demo and test mode). */
export function createOutboxSmsProvider(db: Db, clock: Clock): SmsProvider {
  return {
    name: 'outbox',
    async sendVerifyCode(message) {
      await db.insert(smsOutbox).values({
        phone: message.phone,
        signName: message.signName,
        template: 'verifyCode',
        params: { code: message.code },
        content: verifyCodeText(message),
        sentAt: clock.now(),
      });
    },
  };
}

/**
 * A notice text (a plan's expiry reminder) into the outbox, inside the caller's transaction so it is written once
 * with what records it. No cloud SMS template is wired for notices yet: they reach the outbox on every provider.
 */
export async function writeOutboxNotice(
  db: Db,
  notice: { phone: string; signName: string; template: string; params: Record<string, string>; content: string },
  at: Date,
): Promise<void> {
  await db.insert(smsOutbox).values({ ...notice, content: `【${notice.signName}】${notice.content}`, sentAt: at });
}

/** Reads the outbox, newest first. */
export function createOutboxReader(db: Db) {
  return {
    async latest(phone: string, limit = 20) {
      const rows = await db
        .select()
        .from(smsOutbox)
        .where(and(eq(smsOutbox.phone, phone), eq(smsOutbox.template, 'verifyCode')))
        .orderBy(desc(smsOutbox.sentAt), desc(smsOutbox.id))
        .limit(limit);
      return rows.map((row) => ({
        phone: row.phone,
        content: row.content,
        code: row.params.code ?? '',
        sentAt: row.sentAt.toISOString(),
      }));
    },
  };
}
export type OutboxReader = ReturnType<typeof createOutboxReader>;
