import { describe, expect, it } from 'vitest';
import { INTERFACE_LOCALES } from '@glossa/contract';
import { MAIL_TEXTS } from './texts';
import { accountDeletedMail, formatDuration, passwordResetMail, verificationMail } from './templates';

describe('account e-mails', () => {
  it('exist in all eight interface languages, each with its own wording', () => {
    const subjects = new Set<string>();
    for (const locale of INTERFACE_LOCALES) {
      const v = verificationMail(locale, 'Anna', 'https://x.test/v?id=1&hash=2', 259_200);
      const r = passwordResetMail(locale, null, 'https://x.test/r?token=3', 3600);
      const d = accountDeletedMail(locale, 'Anna');
      for (const mail of [v, r, d]) {
        expect(mail.subject.length, locale).toBeGreaterThan(5);
        expect(mail.html).toContain(`lang="${locale}"`);
      }
      expect(v.text).toContain('https://x.test/v?id=1&hash=2');
      expect(v.html).toContain('https://x.test/v?id=1&amp;hash=2');
      expect(v.text).toContain('Anna');
      expect(r.text).toContain(MAIL_TEXTS[locale].hello);
      subjects.add(v.subject);
    }
    expect(subjects.size).toBe(8);
  });

  it('states how long a link lasts with the plural rules of the language', () => {
    expect(formatDuration(259_200, 'en')).toBe('3 days');
    expect(formatDuration(3600, 'en')).toBe('1 hour');
    expect(formatDuration(259_200, 'ru')).toBe('3 дня');
    expect(formatDuration(5 * 3600, 'pl')).toBe('5 godzin');
    expect(formatDuration(1800, 'de')).toBe('30 Minuten');
  });

  it('escapes the nickname in HTML', () => {
    const mail = accountDeletedMail('en', '<b>x</b>');
    expect(mail.html).not.toContain('<b>x</b>');
    expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt;');
  });
});
