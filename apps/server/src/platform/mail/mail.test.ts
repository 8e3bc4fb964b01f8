import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { parseMail, startSmtpServer } from '../../../test/accounts-helpers';
import { createMailer } from './index';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A real pino logger whose lines the test can read. */
function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

const message = { to: 'anna@mail.test', subject: 'Привет, Anna', text: 'Open https://x.test/a?b=1', html: '<p>Open</p>', kind: 'test', link: 'https://x.test/a?b=1' };

describe('mailer', () => {
  it('without SMTP_URL writes .eml files to the outbox and logs the link', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'glossa-outbox-'));
    dirs.push(dir);
    const { log, lines } = capturingLogger();
    const mailer = createMailer({ from: 'Glossa <no-reply@glossa.test>', outboxDir: path.join(dir, 'outbox'), log });
    expect(mailer.kind).toBe('outbox');
    mailer.enqueue(message);
    await mailer.idle();
    const files = readdirSync(path.join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/-test-[0-9a-f]{8}\.eml$/);
    const mail = parseMail(readFileSync(path.join(dir, 'outbox', files[0]!), 'utf8'));
    expect(mail.subject).toBe('Привет, Anna');
    expect(mail.text).toContain('https://x.test/a?b=1');
    await new Promise((r) => setImmediate(r));
    expect(lines.some((l) => l.link === 'https://x.test/a?b=1' && String(l.file).endsWith('.eml'))).toBe(true);
    await mailer.close();
  });

  it('with SMTP_URL delivers to the SMTP server', async () => {
    const smtp = await startSmtpServer();
    try {
      const { log } = capturingLogger();
      const mailer = createMailer({ smtpUrl: smtp.url, from: 'Glossa <no-reply@glossa.test>', outboxDir: '/nonexistent', log });
      expect(mailer.kind).toBe('smtp');
      await mailer.send(message);
      const [mail] = await smtp.waitFor(1);
      expect(mail!.to).toEqual(['anna@mail.test']);
      expect(mail!.subject).toBe('Привет, Anna');
      await mailer.close();
    } finally {
      await smtp.close();
    }
  });

  it('logs a failed background send instead of failing anyone', async () => {
    const { log, lines } = capturingLogger();
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:9', from: 'Glossa <no-reply@glossa.test>', outboxDir: '/nonexistent', log });
    mailer.enqueue(message);
    await mailer.idle();
    await new Promise((r) => setImmediate(r));
    expect(lines.some((l) => l.msg === 'mail could not be sent' && l.kind === 'test')).toBe(true);
    await expect(mailer.send(message)).rejects.toThrow();
    await mailer.close();
  });
});
