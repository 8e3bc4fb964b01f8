// Helpers for the accounts tests: an app with cheap password hashing, sign-up and sign-in calls,
// a real SMTP server that records what it receives, and reading of the .eml outbox.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from './app';

/** Cheap hashing and generous rate limits; a test file overrides what it exercises. */
export const ACCOUNTS_TEST_ENV: Record<string, string> = {
  PASSWORD_HASH_COST: 'test',
  RATE_LIMIT_LOGIN: '1000/1m',
  RATE_LIMIT_REGISTRATION: '1000/1m',
  RATE_LIMIT_PASSWORD_RESET: '1000/1m',
  RATE_LIMIT_EMAIL_VERIFICATION: '1000/1m',
  RATE_LIMIT_PASSWORD_UPDATE: '1000/1m',
  ACCOUNT_MAIL_INTERVAL: '0',
};

export function createAccountsTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  return createTestApp({ ...ACCOUNTS_TEST_ENV, ...env });
}

export const PASSWORD = 'Secret#2024';

let n = 0;
/** A unique Latin-letters-only nickname. */
export function nickname(prefix = 'tester'): string {
  n += 1;
  let suffix = '';
  let x = n + Math.floor(Math.random() * 1e6) * 100;
  while (x > 0) {
    suffix += String.fromCharCode(97 + (x % 26));
    x = Math.floor(x / 26);
  }
  return `${prefix}${suffix}`.slice(0, 20);
}

export interface Registered {
  email: string;
  nickname: string;
  password: string;
  access: string;
  refresh: string;
  headers: Record<string, string>;
}

export async function register(
  t: TestApp,
  overrides: { email?: string; nickname?: string; password?: string; local?: string } = {},
): Promise<Registered> {
  const nick = overrides.nickname ?? nickname();
  const email = overrides.email ?? `${nick.toLowerCase()}@mail.test`;
  const password = overrides.password ?? PASSWORD;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/registration',
    headers: overrides.local ? { local: overrides.local } : {},
    payload: { email, nickname: nick, password, platform: 'WEB' },
  });
  if (res.statusCode !== 200) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  const data = res.json().data;
  return { email, nickname: nick, password, access: data.access_token, refresh: data.refresh_token, headers: { authorization: `Bearer ${data.access_token}` } };
}

export function login(t: TestApp, email: string, password: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/user/login', headers, payload: { email, password } });
}

export function refresh(t: TestApp, refreshToken: string) {
  return t.app.inject({ method: 'POST', url: '/api/user/refresh-token', payload: { refresh_token: refreshToken } });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

// ---------------------------------------------------------------------------------------------
// E-mail

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

function decodeWords(header: string): string {
  return header.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, enc: string, data: string) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQp(data.replace(/_/g, ' ')),
  );
}

function decodeQp(s: string): string {
  const bytes: number[] = [];
  const body = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '=' && /^[0-9A-F]{2}$/i.test(body.slice(i + 1, i + 3))) {
      bytes.push(parseInt(body.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(body[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodePart(part: string): { type: string; body: string } {
  const split = part.search(/\r?\n\r?\n/);
  const head = part.slice(0, split);
  const body = part.slice(split).replace(/^\r?\n\r?\n/, '');
  const type = /content-type:\s*([^;\r\n]+)/i.exec(head)?.[1]?.trim().toLowerCase() ?? 'text/plain';
  const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return { type, body: Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') };
  if (encoding === 'quoted-printable') return { type, body: decodeQp(body) };
  return { type, body };
}

/** Just enough MIME for what nodemailer writes: subject, recipients, text and HTML parts. */
export function parseMail(raw: string): ReceivedMail {
  const headEnd = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, headEnd).replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeWords(/^subject:\s*(.*)$/im.exec(head)?.[1] ?? '');
  const to = (/^to:\s*(.*)$/im.exec(head)?.[1] ?? '').split(',').map((s) => s.trim().replace(/^.*<|>$/g, ''));
  const boundary = /boundary="?([^";\s]+)"?/i.exec(head)?.[1];
  let text = '';
  let html = '';
  if (boundary) {
    for (const part of raw.split(`--${boundary}`).slice(1, -1)) {
      const decoded = decodePart(part.replace(/^\r?\n/, ''));
      if (decoded.type === 'text/plain') text = decoded.body;
      if (decoded.type === 'text/html') html = decoded.body;
    }
  } else {
    text = decodePart(raw).body;
  }
  return { to, subject, text, html, raw };
}

/** The first http(s) link of a text. */
export function linkIn(text: string): URL {
  const match = /https?:\/\/[^\s"<>]+/.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  return new URL(match[0]);
}

/** A real SMTP server on a free port that keeps every message it accepts. */
export async function startSmtpServer(): Promise<{ url: string; mails: ReceivedMail[]; waitFor(n: number, ms?: number): Promise<ReceivedMail[]>; close(): Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'));
        mail.to = session.envelope.rcptTo.map((r) => r.address);
        mails.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(count, ms = 5000) {
      const until = Date.now() + ms;
      while (mails.length < count && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      if (mails.length < count) throw new Error(`expected ${count} mails, got ${mails.length}`);
      return mails;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Messages written to DATA_DIR/outbox (no SMTP_URL), oldest first. */
export async function outbox(t: TestApp): Promise<ReceivedMail[]> {
  await t.ctx.mailer.idle();
  const dir = path.join(t.config.DATA_DIR, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return files.map((f) => parseMail(readFileSync(path.join(dir, f), 'utf8')));
}

/** The last outbox message sent to `email`. */
export async function lastMailTo(t: TestApp, email: string): Promise<ReceivedMail> {
  const mails = (await outbox(t)).filter((m) => m.to.includes(email));
  if (!mails.length) throw new Error(`no mail to ${email}`);
  return mails[mails.length - 1]!;
}
