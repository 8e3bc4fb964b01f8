// Renders the account e-mails (plain text + simple HTML) from the localized texts.
import type { InterfaceLocale } from '@glossa/contract';
import { MAIL_TEXTS } from './texts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** "3 days", "72 часа", "1 Stunde": Intl knows each language's plural forms. */
export function formatDuration(seconds: number, locale: InterfaceLocale): string {
  const [value, unit] =
    seconds >= 172_800 && seconds % 86_400 === 0
      ? [seconds / 86_400, 'day']
      : seconds >= 3600
        ? [Math.round(seconds / 3600), 'hour']
        : [Math.max(1, Math.round(seconds / 60)), 'minute'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

interface Parts {
  locale: InterfaceLocale;
  name: string | null;
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  notes: string[];
}

function render({ locale, name, subject, paragraphs, action, notes }: Parts): RenderedMail {
  const t = MAIL_TEXTS[locale];
  const greeting = name ? t.helloName.replace('{name}', name) : t.hello;
  const text = [
    greeting,
    '',
    ...paragraphs,
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    '',
    ...notes,
    '',
    '--',
    t.footer,
    '',
  ].join('\n');
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933;background:#f5f7fa;margin:0;padding:24px">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">',
    p(greeting),
    ...paragraphs.map(p),
    action
      ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#2563eb;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;display:inline-block">${escapeHtml(action.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px;color:#52606d">${escapeHtml(t.buttonHint)}<br><a href="${escapeHtml(action.url)}" style="color:#2563eb;word-break:break-all">${escapeHtml(action.url)}</a></p>`
      : '',
    ...notes.map((n) => `<p style="margin:0 0 16px;font-size:13px;color:#52606d">${escapeHtml(n)}</p>`),
    `<p style="margin:24px 0 0;font-size:12px;color:#9aa5b1">${escapeHtml(t.footer)}</p>`,
    '</div></body></html>',
  ].join('');
  return { subject, text, html };
}

export function verificationMail(locale: InterfaceLocale, name: string | null, url: string, ttlSeconds: number): RenderedMail {
  const t = MAIL_TEXTS[locale].verification;
  return render({
    locale,
    name,
    subject: t.subject,
    paragraphs: [t.body],
    action: { label: t.button, url },
    notes: [t.expiry.replace('{duration}', formatDuration(ttlSeconds, locale)), t.ignore],
  });
}

export function passwordResetMail(locale: InterfaceLocale, name: string | null, url: string, ttlSeconds: number): RenderedMail {
  const t = MAIL_TEXTS[locale].reset;
  return render({
    locale,
    name,
    subject: t.subject,
    paragraphs: [t.body],
    action: { label: t.button, url },
    notes: [t.expiry.replace('{duration}', formatDuration(ttlSeconds, locale)), t.ignore],
  });
}

export function accountDeletedMail(locale: InterfaceLocale, name: string | null): RenderedMail {
  const t = MAIL_TEXTS[locale].deleted;
  return render({ locale, name, subject: t.subject, paragraphs: [t.body], notes: [t.ignore] });
}
