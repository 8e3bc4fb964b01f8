// Outgoing e-mail through nodemailer: SMTP when SMTP_URL is set, otherwise each message is written
// as an .eml file to DATA_DIR/outbox and its link is logged, so a self-hosted instance works
// without a mail server. Sending happens after the response: a slow or failing mail server never
// fails a request (the user can ask again), and close() waits for messages still in flight.
// nodemailer is imported when the first message is sent, not at startup.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link inside, logged when the message goes to the outbox (no mail server). */
  link?: string;
  /** Log label, e.g. 'email_verification'. */
  kind: string;
}

export interface Mailer {
  kind: 'smtp' | 'outbox';
  /** Sends and resolves when the server (or the outbox) has the message. */
  send(message: MailMessage): Promise<void>;
  /** Sends in the background; failures are logged. */
  enqueue(message: MailMessage): void;
  /** Resolves when every enqueued message has been handled. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}

export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  const pending = new Set<Promise<void>>();
  // Outbox files sort in the order mails were sent (not the order their rendering finished).
  let sequence = 0;
  // SMTP when configured, else a stream transport whose output goes to the outbox; built on first use.
  let transport: Promise<Transporter> | undefined;
  const transporter = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      smtpUrl ? nodemailer.createTransport(smtpUrl) : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));

  async function send(message: MailMessage): Promise<void> {
    const stamp = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(++sequence % 1e6).padStart(6, '0')}`;
    const mail = { from, to: message.to, subject: message.subject, text: message.text, html: message.html };
    const info = await (await transporter()).sendMail(mail);
    if (smtpUrl) {
      log.info({ kind: message.kind, messageId: info.messageId }, 'mail sent');
      return;
    }
    await mkdir(outboxDir, { recursive: true });
    const file = path.join(outboxDir, `${stamp}-${message.kind}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, info.message as Buffer, { mode: 0o600 });
    // Without a mail server the operator (or developer) follows the link from the log.
    log.info({ kind: message.kind, file, link: message.link }, 'mail written to the outbox (no SMTP_URL)');
  }

  return {
    kind: smtpUrl ? 'smtp' : 'outbox',
    send,
    enqueue(message) {
      const job = send(message)
        .catch((err: unknown) => log.error({ err, kind: message.kind }, 'mail could not be sent'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      while (pending.size) await Promise.all([...pending]);
    },
    async close() {
      await this.idle();
      if (smtpUrl && transport) (await transport).close();
    },
  };
}
