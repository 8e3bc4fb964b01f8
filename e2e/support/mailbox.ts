// A real SMTP server for browser tests (smtp-server): the app under test sends its e-mails here
// (SMTP_URL), and the spec reads the links from them as a user would from their inbox.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Mail {
  to: string[];
  subject: string;
  /** The decoded message (headers, text and HTML parts). */
  text: string;
}

/** Undoes quoted-printable: soft line breaks and =XX bytes (UTF-8). */
function decodeQuotedPrintable(raw: string): string {
  const body = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '=' && /^[0-9A-F]{2}$/i.test(body.slice(i + 1, i + 3))) {
      bytes.push(parseInt(body.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(body[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

export interface Mailbox {
  url: string;
  mails: Mail[];
  /** Waits for a mail to `to` (case-insensitive) beyond the first `after` ones to that address. */
  waitFor(to: string, options?: { after?: number; timeoutMs?: number }): Promise<Mail>;
  close(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const text = decodeQuotedPrintable(raw);
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: /^subject:\s*(.*)$/im.exec(raw)?.[1] ?? '',
          text,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(to, { after = 0, timeoutMs = 15_000 } = {}) {
      const until = Date.now() + timeoutMs;
      const address = to.toLowerCase();
      for (;;) {
        const mine = mails.filter((m) => m.to.includes(address));
        if (mine.length > after) return mine[after]!;
        if (Date.now() > until)
          throw new Error(`no mail to ${to} within ${timeoutMs} ms (${mails.length} mails in total)`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link of a mail whose path is `pathPart` (e.g. '/email-verification'). */
export function linkIn(mail: Mail, pathPart: string): URL {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
    const url = new URL(match[0].replace(/&amp;/g, '&'));
    if (url.pathname.endsWith(pathPart)) return url;
  }
  throw new Error(`no ${pathPart} link in the mail "${mail.subject}"`);
}
