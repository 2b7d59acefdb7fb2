import nodemailer from 'nodemailer';

export type MailConfig =
  { transport: 'outbox'; from: string } | { transport: 'smtp'; from: string; url: string; timeoutMs: number };

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; content: Uint8Array; contentType: string }[];
}

/** A mail the outbox keeps (demo): the message and the MIME an SMTP server would have received. */
export interface KeptMail {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; size: number }[];
  raw: string;
}

/** What became of a mail: accepted by the server, or refused with its reason (bounced, unreachable). */
export type MailOutcome = { sent: true } | { sent: false; reason: string; permanent: boolean };

/**
 * Sends mail through nodemailer: over SMTP (SMTP_URL), or — demo — into an outbox (nodemailer builds the same MIME
 * message; `keep` stores it). A recipient the server refuses (5xx) is a permanent failure: the address bounced.
 */
export function createMailer(config: MailConfig, keep: (mail: KeptMail) => Promise<void>) {
  const transporter =
    config.transport === 'smtp'
      ? nodemailer.createTransport({
          url: config.url,
          connectionTimeout: config.timeoutMs,
          greetingTimeout: config.timeoutMs,
          socketTimeout: config.timeoutMs,
        } as Parameters<typeof nodemailer.createTransport>[0])
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(mail: OutgoingMail): Promise<MailOutcome> {
      const message = {
        from: config.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        attachments: mail.attachments.map((a) => ({
          filename: a.filename,
          content: Buffer.from(a.content),
          contentType: a.contentType,
        })),
      };
      try {
        const info = (await transporter.sendMail(message)) as { message?: Buffer; rejected?: unknown[] };
        if (config.transport === 'outbox') {
          await keep({
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            attachments: mail.attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              size: a.content.byteLength,
            })),
            raw: info.message?.toString('utf8') ?? '',
          });
        } else if (info.rejected && info.rejected.length > 0) {
          return { sent: false, reason: '收件地址被拒收', permanent: true };
        }
        return { sent: true };
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        const response = (error as { response?: string }).response;
        if (code && code >= 500) return { sent: false, reason: `收件地址被拒收：${response ?? code}`, permanent: true };
        return { sent: false, reason: '邮件服务器暂时无法投递', permanent: false };
      }
    },
    close: () => transporter.close(),
  };
}
export type Mailer = ReturnType<typeof createMailer>;
